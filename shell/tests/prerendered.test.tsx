import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { PRERENDERED_SCREEN_ID } from 'shared-contracts';
import { useScreenPainted } from 'web-kit';
import { takeOverPrerendered } from '../src/app/prerendered';

/** The page as the gateway sends a server-rendered product: its render, then the app's root. */
function serverPage() {
  document.body.innerHTML = `<div id="${PRERENDERED_SCREEN_ID}"><h1>Onyx Black NFC Card</h1></div><div id="root"></div>`;
  return document.getElementById('root')!;
}

/** The app's product page: painted once its answer is there. */
function ProductScreen({ loaded }: { loaded: boolean }) {
  useScreenPainted(loaded);
  return loaded ? <h1>Onyx Black NFC Card</h1> : <p>Loading the card</p>;
}

describe("the app taking over the server's render", () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
    document.body.innerHTML = '';
  });

  it("keeps the render on show while the app's screen loads, then swaps the two in one step", () => {
    const root = serverPage();
    takeOverPrerendered(root);
    const view = render(<ProductScreen loaded={false} />, { container: root });
    // The app boots hidden behind the render: its skeleton is never seen.
    expect(root.hidden).toBe(true);
    expect(screen.getByRole('heading', { name: 'Onyx Black NFC Card' })).toBeVisible();
    expect(screen.queryByText('Loading the card')).not.toBeVisible();

    view.rerender(<ProductScreen loaded />);
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getByRole('heading', { name: 'Onyx Black NFC Card' })).toBeVisible();
  });

  it('shows the app all the same when its screen never says it has painted', () => {
    const root = serverPage();
    takeOverPrerendered(root, 8_000);
    render(<p>The shop could not be loaded</p>, { container: root });
    act(() => rs.advanceTimersByTime(7_999));
    expect(root.hidden).toBe(true);
    act(() => rs.advanceTimersByTime(1));
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).toBeNull();
    expect(screen.getByText('The shop could not be loaded')).toBeVisible();
  });

  it('leaves a page with no server render alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    takeOverPrerendered(root);
    expect(root.hidden).toBe(false);
  });
});
