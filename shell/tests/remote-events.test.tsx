import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { defineRemote, type RemoteApiSlice, type RemoteModule } from 'web-kit';
import { Providers } from '../src/app/providers';
import { createAppStore } from '../src/app/store';
import {
  createRemoteEventReporter,
  FLUSH_DELAY_MS,
  remoteEvents,
} from '../src/remotes/remote-events';
import { RemotePage } from '../src/remotes/remote-page';
import { RemoteSlot } from '../src/remotes/remote-slot';

// The Module Federation runtime stands in for the network; the registry, the loader, the boundary
// and the reporter are the real ones.
const runtime = rs.hoisted(() => ({ loadRemote: rs.fn(), registerRemotes: rs.fn() }));
rs.mock('@module-federation/enhanced/runtime', () => runtime);

// The loader keeps a remote once it has loaded, for the page's life: each test has remotes of its
// own, each at a version of its own (what the registry says is what is reported).
const registry = {
  'remote-loads': {
    version: '2.1.0-aaaa1111',
    url: '/remotes/remote-loads/2.1.0-aaaa1111/mf.json',
  },
  'remote-slot': { version: '1.0.0-bbbb2222', url: '/remotes/remote-slot/1.0.0-bbbb2222/mf.json' },
  'remote-offline': { version: '3.0.0-cccc3333', url: '/remotes/remote-offline/3.0.0/mf.json' },
  'remote-throws': { version: '1.2.0-dddd4444', url: '/remotes/remote-throws/1.2.0/mf.json' },
  'remote-hidden': { version: '1.0.0-eeee5555', url: '/remotes/remote-hidden/1.0.0/mf.json' },
  'remote-left': { version: '1.0.0-ffff6666', url: '/remotes/remote-left/1.0.0/mf.json' },
  'remote-no-beacon': { version: '1.0.0-abab7777', url: '/remotes/remote-no-beacon/1.0.0/mf.json' },
};

/** What the gateway gave the page to send its reports with (deploy's canary/report-token.ts). */
const TOKEN = 'mfx2k1.Zm9yZ2VkLW5vdC1ieS10aGlzLXRlc3QtdG9rZW4tMDEyMzQ1';

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

let sendBeacon: ReturnType<typeof rs.fn<(url: string, data: Blob) => boolean>>;
let fetchMock: ReturnType<typeof rs.fn>;

/** The bodies of the beacons sent so far, parsed. */
const beacons = () =>
  Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => {
      expect(url).toBe('/remotes/events');
      expect(data.type).toBe('application/json');
      return JSON.parse(await data.text()) as unknown;
    }),
  );

/** Lets the loader's promises and React's commits run, and `ms` of the fake clock pass. */
const pass = (ms = 0) => act(() => rs.advanceTimersByTimeAsync(ms));

function renderInShell(ui: ReactElement) {
  return render(
    <Providers app={createAppStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  rs.useFakeTimers();
  runtime.loadRemote.mockReset();
  fetchMock = rs.fn(async (url: string) =>
    url === '/remotes.json'
      ? // A canary runs: the gateway asks for reports, and gives the token to send them with.
        Response.json(registry, { headers: { 'x-remote-reports': TOKEN } })
      : new Response(null, { status: 204 }),
  );
  rs.stubGlobal('fetch', fetchMock);
  sendBeacon = rs.fn<(url: string, data: Blob) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  // React and the boundary both report the caught error; keep the test output readable.
  rs.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  // Nothing a test queued reaches the next one.
  remoteEvents.flush();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
  rs.useRealTimers();
  rs.restoreAllMocks();
  rs.unstubAllGlobals();
});

describe('what the shell reports of its remotes', () => {
  it('sends the loads of a page together, with the versions the registry named, once the short wait is over', async () => {
    runtime.loadRemote.mockImplementation(async (id: string) =>
      id === 'remote_loads/pages'
        ? exposing({ Cart: () => <h1>Your cart</h1> })
        : exposing({ CartLink: () => <a href="/cart">Cart (2)</a> }),
    );
    renderInShell(
      <>
        <RemotePage remote="remote-loads" page="Cart" />
        <RemoteSlot remote="remote-slot" component="CartLink" fallback={<a href="/cart">Cart</a>} />
      </>,
    );
    await pass();
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart (2)' })).toBeInTheDocument();

    await pass(FLUSH_DELAY_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    await pass(1);
    expect(await beacons()).toEqual([
      {
        events: [
          { remote: 'remote-loads', version: '2.1.0-aaaa1111', kind: 'load' },
          { remote: 'remote-slot', version: '1.0.0-bbbb2222', kind: 'load' },
        ],
        visitor: TOKEN,
      },
    ]);
    // The beacon took them: no request of the fallback's.
    expect(fetchMock.mock.calls.filter(([url]) => url !== '/remotes.json')).toEqual([]);
  });

  it('reports a remote that does not load, and a Retry that loads it', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to fetch the remote entry'))
      .mockResolvedValueOnce(exposing({ Orders: () => <h1>Your orders</h1> }));
    renderInShell(<RemotePage remote="remote-offline" page="Orders" />);
    await pass();
    expect(screen.getByRole('alert')).toHaveTextContent("This screen didn't load");

    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await pass();
    expect(screen.getByRole('heading', { name: 'Your orders' })).toBeInTheDocument();

    await pass(FLUSH_DELAY_MS);
    expect(await beacons()).toEqual([
      {
        events: [
          { remote: 'remote-offline', version: '3.0.0-cccc3333', kind: 'load-error' },
          { remote: 'remote-offline', version: '3.0.0-cccc3333', kind: 'load' },
        ],
        visitor: TOKEN,
      },
    ]);
  });

  it('reports a render error caught by the boundary once a page, however often Retry meets it', async () => {
    function Broken(): ReactElement {
      throw new Error('Cannot read properties of undefined (reading "asha@example.com")');
    }
    runtime.loadRemote.mockResolvedValueOnce(exposing({ Orders: Broken }));
    renderInShell(<RemotePage remote="remote-throws" page="Orders" />);
    await pass();
    expect(screen.getByRole('alert')).toHaveTextContent("This screen didn't load");
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await pass();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await pass(FLUSH_DELAY_MS);
    const sent = await beacons();
    expect(sent).toEqual([
      {
        events: [
          { remote: 'remote-throws', version: '1.2.0-dddd4444', kind: 'load' },
          { remote: 'remote-throws', version: '1.2.0-dddd4444', kind: 'render-error' },
        ],
        visitor: TOKEN,
      },
    ]);
    // Nothing about the person or the page: not the error's text, not the address.
    expect(JSON.stringify(sent)).not.toMatch(/asha|Cannot read|localhost|http/);
  });

  it('sends at once when the page is hidden, and when it is left', async () => {
    runtime.loadRemote.mockImplementation(async () => exposing({ Home: () => <p>Home</p> }));
    renderInShell(<RemoteSlot remote="remote-hidden" component="Home" fallback={null} />);
    await pass();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await beacons()).toEqual([
      {
        events: [{ remote: 'remote-hidden', version: '1.0.0-eeee5555', kind: 'load' }],
        visitor: TOKEN,
      },
    ]);

    setVisibility('visible');
    renderInShell(<RemoteSlot remote="remote-left" component="Home" fallback={null} />);
    await pass();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect((await beacons())[1]).toEqual({
      events: [{ remote: 'remote-left', version: '1.0.0-ffff6666', kind: 'load' }],
      visitor: TOKEN,
    });
    // Sent is sent: the wait that was running sends nothing more.
    await pass(FLUSH_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it("falls back to a keepalive fetch where there is no beacon, with the page's cookies", async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    runtime.loadRemote.mockImplementation(async () => exposing({ Home: () => <p>Home</p> }));
    renderInShell(<RemoteSlot remote="remote-no-beacon" component="Home" fallback={null} />);
    await pass(FLUSH_DELAY_MS);
    expect(fetchMock).toHaveBeenLastCalledWith('/remotes/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [{ remote: 'remote-no-beacon', version: '1.0.0-abab7777', kind: 'load' }],
        visitor: TOKEN,
      }),
      keepalive: true,
      // The visitor's cookie goes with it: the gateway counts the report by it, or not at all.
      credentials: 'same-origin',
    });
  });

  it('reports nothing for a remote the registry does not name: it has no version', async () => {
    renderInShell(<RemotePage remote="remote-unknown" page="Cart" />);
    await pass();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await pass(FLUSH_DELAY_MS);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('the reporter', () => {
  it('splits a long queue into reports of 50, keeps at most 100 events a page, and falls back when the beacon is refused', async () => {
    sendBeacon.mockReturnValueOnce(false);
    const reporter = createRemoteEventReporter({ token: () => TOKEN });
    for (let i = 0; i < 130; i++) reporter.loaded('remote-shop', '1.0.0-12345678');
    await pass(FLUSH_DELAY_MS);
    const sent = await Promise.all(
      sendBeacon.mock.calls.map(async ([, data]) => {
        const text = await data.text();
        expect(text.length).toBeLessThanOrEqual(8000);
        return JSON.parse(text) as { events: unknown[]; visitor: string };
      }),
    );
    expect(sent.map((body) => [body.events.length, body.visitor])).toEqual([
      [50, TOKEN],
      [50, TOKEN],
    ]);
    // The first beacon was refused: its events went by fetch.
    const refused = fetchMock.mock.calls.find(([url]) => url === '/remotes/events');
    expect(JSON.parse(refused?.[1].body as string).events).toHaveLength(50);

    reporter.loadFailed('remote-shop', '1.0.0-12345678');
    await pass(FLUSH_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('keeps each report, token and all, under 8000 characters', async () => {
    const reporter = createRemoteEventReporter({ token: () => TOKEN });
    const version = `1.0.0-${'a'.repeat(150)}`;
    for (let i = 0; i < 60; i++) reporter.loaded('remote-shop', version);
    await pass(FLUSH_DELAY_MS);
    const texts = await Promise.all(sendBeacon.mock.calls.map(([, data]) => data.text()));
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(8000);
      expect(JSON.parse(text)).toMatchObject({ visitor: TOKEN });
    }
    const events = texts.flatMap((text) => (JSON.parse(text) as { events: unknown[] }).events);
    expect(events).toHaveLength(60);
  });

  it('sends nothing without a token: the gateway would count none of it', async () => {
    const reporter = createRemoteEventReporter({ token: () => undefined });
    reporter.loadFailed('remote-shop', '1.0.0-12345678');
    await pass(FLUSH_DELAY_MS);
    reporter.flush();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
