import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { toastRequested } from 'web-kit';
import { Providers } from '../src/app/providers';
import { createAppStore } from '../src/app/store';

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

  it('shows nothing until a screen asks for a toast, then shows it', async () => {
    const app = createAppStore();
    const { container } = render(
      <Providers app={app}>
        <p>A screen</p>
      </Providers>,
    );
    expect(container.querySelector('[aria-live]')).toBeNull();

    act(() => {
      app.store.dispatch(toastRequested({ kind: 'success', message: 'Saved your portfolio' }));
    });
    expect(await screen.findByText('Saved your portfolio')).toBeInTheDocument();

    act(() => {
      app.store.dispatch(toastRequested({ kind: 'error', message: 'Something went wrong' }));
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
