import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { toastRequested, type ToastKind } from 'web-kit';
import { Providers } from '../src/app/providers';
import { createAppStore } from '../src/app/store';

/** The live regions of a role that hold these words (a region's name is not its text). */
const regions = (role: 'alert' | 'status', text: string) =>
  screen.queryAllByRole(role).filter((region) => region.textContent?.trim() === text);

describe('toasts', () => {
  // jsdom has no matchMedia; the toaster asks it whether motion is reduced.
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  it('shows and announces each toast by its kind, the first one too', async () => {
    const app = createAppStore();
    const { container } = render(
      <Providers app={app}>
        <p>A screen</p>
      </Providers>,
    );
    const toast = (kind: ToastKind, message: string) =>
      act(() => {
        app.store.dispatch(toastRequested({ kind, message }));
      });

    // Before any toast the toaster is not downloaded, but a polite and an assertive region wait.
    const polite = container.querySelector('[aria-live="polite"]');
    const assertive = container.querySelector('[aria-live="assertive"]');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The first toast arrives with the toaster: the region already in the page says it (an
    // error interrupts), and the toast shows it without saying it twice.
    toast('error', 'Something went wrong');
    expect(assertive).toHaveTextContent('Something went wrong');
    expect(polite).toBeEmptyDOMElement();
    expect(
      await screen.findByText('Something went wrong', { selector: '[aria-live="off"]' }),
    ).toBeInTheDocument();

    // With the toaster here, its toasts say themselves: a success waits its turn...
    toast('success', 'Image uploaded!');
    await waitFor(() => expect(regions('status', 'Image uploaded!')).toHaveLength(1));
    expect(regions('status', 'Image uploaded!')[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions('alert', 'Image uploaded!')).toHaveLength(0);

    // ...an error interrupts...
    toast('error', 'Failed to upload image.');
    await waitFor(() => expect(regions('alert', 'Failed to upload image.')).toHaveLength(1));
    expect(regions('alert', 'Failed to upload image.')[0]).toHaveAttribute(
      'aria-live',
      'assertive',
    );

    // ...and a note waits too.
    toast('info', 'Compressing image...');
    await waitFor(() => expect(regions('status', 'Compressing image...')).toHaveLength(1));
    expect(assertive).toHaveTextContent('Something went wrong');
  });
});
