import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { lazyPage } from '../src/host/lazy-page';

function Greeting({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      Hello {name}, {taps} taps
    </button>
  );
}

/** A download the test settles when it chooses. */
function download() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  let downloads = 0;
  const load = () => {
    downloads += 1;
    return new Promise<typeof Greeting>((resolve, reject) => {
      settle = { resolve: () => resolve(Greeting), reject };
    });
  };
  return { load, settle: () => settle, downloads: () => downloads };
}

// Run on Preact, as the browser builds are (rstest.config.ts's PREACT_FILES).

/** Shows Retry in place of a page that threw, as the shell's remote boundary does. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Retry
      </button>
    ) : (
      this.props.children
    );
  }
}

const shown = (page: ReactNode) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading...</p>}>{page}</Suspense>
    </Boundary>,
  );

describe('a screen downloaded when first shown', () => {
  it('shows the loading place until its code is here, then the screen, which keeps its state', async () => {
    const { load, settle, downloads } = download();
    const Page = lazyPage(load);
    shown(<Page name="Asha" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    settle().resolve();
    await userEvent.click(await screen.findByRole('button', { name: 'Hello Asha, 0 taps' }));
    expect(screen.getByRole('button', { name: 'Hello Asha, 1 taps' })).toBeInTheDocument();
    expect(downloads()).toBe(1);
  });

  it('renders at once, without the loading place, once preloaded', async () => {
    const { load, settle, downloads } = download();
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    settle().resolve();
    await preloaded;
    shown(<Page name="Ravi" />);
    expect(screen.getByRole('button', { name: 'Hello Ravi, 0 taps' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(downloads()).toBe(1);
  });

  it('downloads once when shown while a preload is on its way', async () => {
    const { load, settle, downloads } = download();
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    shown(<Page name="Meera" />);
    settle().resolve();
    await preloaded;
    expect(await screen.findByRole('button', { name: 'Hello Meera, 0 taps' })).toBeInTheDocument();
    expect(downloads()).toBe(1);
  });

  it('downloads again on Retry after a failed download', async () => {
    const { load, settle, downloads } = download();
    const Page = lazyPage(load);
    shown(<Page name="Kiran" />);
    settle().reject(new Error('offline'));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(downloads()).toBe(2);
    settle().resolve();
    expect(await screen.findByRole('button', { name: 'Hello Kiran, 0 taps' })).toBeInTheDocument();
  });

  it('lets a failed preload be tried again', async () => {
    const { load, settle, downloads } = download();
    const Page = lazyPage(load);
    const failed = Page.preload();
    settle().reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const again = Page.preload();
    settle().resolve();
    await again;
    expect(downloads()).toBe(2);
  });
});
