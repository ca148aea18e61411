import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import {
  defineRemote,
  HOST_CONTRACT_VERSION,
  languageChanged,
  languageSlice,
  type RemoteApiSlice,
  type RemoteModule,
} from 'web-kit';
import { loadCatalogue, PRERENDERED_SCREEN_ID, type LoadedCatalogue } from 'shared-contracts';
import { takeOverPrerendered } from '../src/app/prerendered';
import { Providers } from '../src/app/providers';
import { createAppStore } from '../src/app/store';
import { HomePage } from '../src/pages/home';
import { RemotePage } from '../src/remotes/remote-page';
import { RemoteSlot } from '../src/remotes/remote-slot';

// The Module Federation runtime stands in for the network; the registry, load-remote and the
// boundary are the real ones, so a Retry goes through the same path as in the browser.
const runtime = rs.hoisted(() => ({ loadRemote: rs.fn(), registerRemotes: rs.fn() }));
rs.mock('@module-federation/enhanced/runtime', () => runtime);
const page = rs.hoisted(() => ({ reloadPage: rs.fn() }));
rs.mock('../src/remotes/reload-page', () => page);

// load-remote keeps a remote once it has loaded, for the page's life: each test has remotes of
// its own.
const REMOTES = [
  'remote-page-loads',
  'remote-page-offline',
  'remote-page-offline-hi',
  'remote-page-offline-bn',
  'remote-page-preloaded',
  'remote-page-throws',
  'remote-page-throws-prerendered',
  'remote-page-slow',
  'remote-slot-offline',
  'remote-slot-throws',
  'remote-portfolio',
  'remote-shop',
  'remote-contract-fits',
  'remote-contract-newer',
  'remote-contract-missing',
];
const registry = Object.fromEntries(
  REMOTES.map((name) => [name, { version: '1.0.0', url: `/remotes/${name}/mf-manifest.json` }]),
);

const api: RemoteApiSlice = {
  reducerPath: 'fakeRemoteApi',
  reducer: (state: unknown = {}) => state,
  middleware: () => (next) => (action) => next(action),
  util: {
    resetApiState: () => ({ type: 'fakeRemoteApi/reset' }),
    invalidateTags: () => ({ type: 'fakeRemoteApi/invalidateTags' }),
  },
};
const exposing = (pages: Record<string, ComponentType>): RemoteModule =>
  defineRemote({ api, pages });
const offline = () => new Error('Failed to fetch the remote entry');

/** A component that throws while `broken.now` is set, as a remote with a bug in one release. */
function flaky(content: ReactElement) {
  const broken = { now: true };
  function Flaky() {
    if (broken.now) throw new Error('Cannot read properties of undefined');
    return content;
  }
  return { Flaky, broken };
}

function renderInShell(ui: ReactElement, catalogue?: LoadedCatalogue) {
  const language = catalogue && languageSlice.reducer(undefined, languageChanged(catalogue));
  const view = render(
    <Providers app={createAppStore({ language })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  rs.stubGlobal('fetch', async () => Response.json(registry));
  // React and the boundary both report the caught error; keep the test output readable.
  rs.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  rs.useRealTimers();
  rs.restoreAllMocks();
  rs.unstubAllGlobals();
});

describe('a remote screen (RemotePage)', () => {
  it("shows the screen's frame while it loads, never a blank page saying Loading..., then the screen", async () => {
    runtime.loadRemote.mockResolvedValueOnce(
      exposing({ ProductList: () => <h1>Product list</h1> }),
    );
    renderInShell(<RemotePage remote="remote-page-loads" page="ProductList" />);

    const frame = screen.getByRole('status', { name: 'Loading...' });
    // A header over grey shapes, as the screen will have; "Loading..." is only heard.
    expect(frame).toHaveAttribute('data-frame', 'screen');
    expect(frame.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(1);
    expect(frame.querySelector('.tf-visually-hidden')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Loading...', { ignore: '.tf-visually-hidden' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Product list' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_page_loads/pages');
  });

  it('says when it does not load, and Retry loads the remote again and shows the screen', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(exposing({ Cart: () => <h1>Your cart</h1> }));
    const { user } = renderInShell(<RemotePage remote="remote-page-offline" page="Cart" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This screen didn't load");
    expect(alert).toHaveTextContent(
      'Check your connection and try again. The rest of Tapfolio still works.',
    );
    expect(console.error).toHaveBeenCalledWith(
      'The remote-page-offline screens failed to load',
      expect.any(Error),
    );

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it.each([
    {
      language: 'hi',
      loading: 'लोड हो रहा है...',
      title: 'यह स्क्रीन लोड नहीं हुई',
      text: 'अपना कनेक्शन जाँचें और फिर से कोशिश करें। Tapfolio का बाकी हिस्सा ठीक से काम कर रहा है।',
      retry: 'फिर से कोशिश करें',
    },
    {
      language: 'bn',
      loading: 'লোড হচ্ছে...',
      title: 'এই স্ক্রিনটি লোড হয়নি',
      text: 'আপনার কানেকশন দেখে নিয়ে আবার চেষ্টা করুন। Tapfolio-র বাকি সব ঠিকঠাক চলছে।',
      retry: 'আবার চেষ্টা করুন',
    },
  ] as const)(
    "says it did not load in the person's language ($language), and Retry works",
    async (texts) => {
      runtime.loadRemote
        .mockRejectedValueOnce(offline())
        .mockResolvedValueOnce(exposing({ Cart: () => <h1>Cart</h1> }));
      const { user } = renderInShell(
        <RemotePage remote={`remote-page-offline-${texts.language}`} page="Cart" />,
        await loadCatalogue(texts.language),
      );
      expect(screen.getByRole('status', { name: texts.loading })).toBeInTheDocument();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(texts.title);
      expect(alert).toHaveTextContent(texts.text);
      expect(document.title).toBe(`${texts.title} | Tapfolio`);

      await user.click(screen.getByRole('button', { name: texts.retry }));
      expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    },
  );

  it('asks for a new page on Retry when the page had preloaded the remote that failed', async () => {
    // The gateway preloads a route's remote; the browser keeps a failed preload for the page's life.
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      href: '/remotes/remote-page-preloaded/1.0.0/static/js/remote_entry.js',
    });
    document.head.append(link);
    try {
      page.reloadPage.mockReset();
      runtime.loadRemote.mockRejectedValueOnce(offline());
      const { user } = renderInShell(<RemotePage remote="remote-page-preloaded" page="Cart" />);
      await user.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(page.reloadPage).toHaveBeenCalledTimes(1);
      expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    } finally {
      link.remove();
    }
  });

  it('says when the screen throws, and Retry shows it again', async () => {
    const { Flaky, broken } = flaky(<h1>Your orders</h1>);
    runtime.loadRemote.mockResolvedValueOnce(exposing({ OrderList: Flaky }));
    const { user } = renderInShell(<RemotePage remote="remote-page-throws" page="OrderList" />);

    expect(await screen.findByRole('alert')).toHaveTextContent("This screen didn't load");
    expect(screen.queryByRole('heading', { name: 'Your orders' })).not.toBeInTheDocument();

    broken.now = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it("says at once that the screen did not load when the gateway's render of it is on show", async () => {
    document.body.innerHTML = `<div id="${PRERENDERED_SCREEN_ID}"><h1>Welcome Back!</h1></div><div id="root"></div>`;
    const root = document.getElementById('root')!;
    takeOverPrerendered(root);
    const { Flaky } = flaky(<h1>Welcome Back!</h1>);
    runtime.loadRemote.mockResolvedValueOnce(exposing({ Login: Flaky }));
    render(
      <Providers app={createAppStore()}>
        <MemoryRouter>
          <RemotePage remote="remote-page-throws-prerendered" page="Login" />
        </MemoryRouter>
      </Providers>,
      { container: root },
    );
    // Found only once the app's root is shown: the render it replaces is gone.
    expect(await screen.findByRole('alert')).toHaveTextContent("This screen didn't load");
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('waits for a slow remote without asking for it again, then says it did not load', async () => {
    rs.useFakeTimers();
    runtime.loadRemote.mockImplementationOnce(
      () => new Promise((_, reject) => setTimeout(() => reject(offline()), 30_000)),
    );
    renderInShell(<RemotePage remote="remote-page-slow" page="Cart" />);

    await act(() => rs.advanceTimersByTimeAsync(29_999));
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    await act(() => rs.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent("This screen didn't load");
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe("a remote screen's frame", () => {
  it('is a bare form for sign-in and a banner for the card pages, which draw no app header', () => {
    runtime.loadRemote.mockImplementation(() => new Promise(() => {}));
    for (const [page, frame] of [
      ['Login', 'form'],
      ['PublicPortfolio', 'card'],
      ['Account', 'screen'],
    ] as const) {
      const view = renderInShell(<RemotePage remote={`remote-frame-${page}`} page={page} />);
      expect(screen.getByRole('status', { name: 'Loading...' })).toHaveAttribute(
        'data-frame',
        frame,
      );
      view.unmount();
    }
  });
});

describe('a remote piece of a shell screen (RemoteSlot)', () => {
  const standIn = <a href="/cart">Cart</a>;

  it("keeps the shell's stand-in, with no Retry, while the remote does not load, and shows the remote's piece when it mounts again", async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(exposing({ CartLink: () => <a href="/cart">Cart (2)</a> }));
    const slot = (
      <RemoteSlot remote="remote-slot-offline" component="CartLink" fallback={standIn} />
    );
    const first = renderInShell(slot);

    await waitForElementToBeRemoved(() => screen.queryByRole('status', { name: 'Loading...' }));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'The remote-slot-offline screens failed to load',
      expect.any(Error),
    );

    first.unmount();
    renderInShell(slot);
    expect(await screen.findByRole('link', { name: 'Cart (2)' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it("keeps the shell's stand-in when the remote's piece throws", async () => {
    const { Flaky } = flaky(<a href="/cart">Cart (2)</a>);
    runtime.loadRemote.mockResolvedValueOnce(exposing({ CartLink: Flaky }));
    renderInShell(
      <RemoteSlot remote="remote-slot-throws" component="CartLink" fallback={standIn} />,
    );

    await waitForElementToBeRemoved(() => screen.queryByRole('status', { name: 'Loading...' }));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("on Home, shows the portfolio remote's preview and the shell's own shop cards while the shop is away", async () => {
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'remote_portfolio/pages') {
        return exposing({ HomePreview: () => <h2>Asha&apos;s live preview</h2> });
      }
      throw offline();
    });
    renderInShell(<HomePage />);

    expect(await screen.findByRole('heading', { name: "Asha's live preview" })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Your portfolio preview' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Explore The Designs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a remote built against another host contract', () => {
  it('shows its fallback and says why, while a remote that fits renders', async () => {
    runtime.loadRemote.mockImplementation(async (id: string) => {
      switch (id) {
        case 'remote_contract_fits/pages':
          return exposing({ HomePreview: () => <h2>Asha&apos;s live preview</h2> });
        case 'remote_contract_newer/pages':
          return {
            ...exposing({ Cart: () => <h1>Your cart</h1> }),
            hostContract: HOST_CONTRACT_VERSION + 1,
          };
        case 'remote_contract_missing/pages':
          // Built before remotes declared a contract.
          return { api, pages: { CartLink: () => <a href="/cart">Cart (2)</a> } };
        default:
          throw offline();
      }
    });
    renderInShell(
      <>
        <RemoteSlot
          remote="remote-contract-fits"
          component="HomePreview"
          fallback={<h2>Your portfolio preview</h2>}
        />
        <RemoteSlot
          remote="remote-contract-missing"
          component="CartLink"
          fallback={<a href="/cart">Cart</a>}
        />
        <RemotePage remote="remote-contract-newer" page="Cart" />
      </>,
    );

    expect(await screen.findByRole('heading', { name: "Asha's live preview" })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent("This screen didn't load");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your cart' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('link', { name: 'Cart (2)' })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'The remote-contract-newer screens failed to load',
      expect.objectContaining({
        name: 'RemoteContractError',
        message: `remote-contract-newer is built for host contract ${HOST_CONTRACT_VERSION + 1}, but this shell provides ${HOST_CONTRACT_VERSION}`,
      }),
    );
    expect(console.error).toHaveBeenCalledWith(
      'The remote-contract-missing screens failed to load',
      expect.objectContaining({
        message: `remote-contract-missing is built for host contract none, but this shell provides ${HOST_CONTRACT_VERSION}`,
      }),
    );
  });
});
