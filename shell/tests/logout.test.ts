import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from 'shared-contracts';
import { loggedIn, loggedOut, sessionSlice } from 'web-kit';
import { addSessionListeners, endSessionOnServer } from 'web-kit/runtime';
import { createAppStore } from '../src/app/store';

/**
 * A real HTTP server standing in for the API (cross-origin from jsdom's page, hence CORS). Each
 * request waits in `arrived` until the test answers it, so nothing depends on timing.
 */
interface Arrival {
  method?: string;
  url?: string;
  authorization?: string;
  respond(status: number, body?: unknown): void;
}
let server: Server;
let base: string;
let waiting: ((arrival: Arrival) => void)[] = [];
let queued: Arrival[] = [];

const nextRequest = () =>
  new Promise<Arrival>((resolve) => {
    const ready = queued.shift();
    if (ready) resolve(ready);
    else waiting.push(resolve);
  });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-headers': 'authorization, content-type, accept',
        'access-control-allow-methods': 'GET, POST, PATCH',
      });
      return res.end();
    }
    req.resume();
    req.on('end', () => {
      const arrival: Arrival = {
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        respond(status, body = {}) {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        },
      };
      const waiter = waiting.shift();
      if (waiter) waiter(arrival);
      else queued.push(arrival);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  localStorage.clear();
  waiting = [];
  queued = [];
});

const LOGGED_OUT = { success: true, result: null, message: 'You are logged out!!!' };
/** Nothing listens here: a request to it fails at once, as with no network. */
const UNREACHABLE = 'http://127.0.0.1:9/api/v1';

describe('logging out', () => {
  it('forgets the session on the device at once, then asks the API to revoke that token', async () => {
    const { store } = createAppStore({ apiBase: base });
    store.dispatch(loggedIn({ token: 'tok-1', userId: 'u-1' }));

    store.dispatch(loggedOut());
    // Before the API has answered anything.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(store.getState().session.token).toBeNull();

    const request = await nextRequest();
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/v1/user/logout',
      authorization: 'Bearer tok-1',
    });
    request.respond(200, LOGGED_OUT);
  });

  it('sends nothing when nobody is signed in', async () => {
    const { store } = createAppStore({ apiBase: base });
    store.dispatch(loggedOut());
    // The next request the server sees is this one, not a logout.
    const probe = endSessionOnServer('probe', base);
    const request = await nextRequest();
    expect(request.authorization).toBe('Bearer probe');
    request.respond(200, LOGGED_OUT);
    await probe;
  });

  it('clears the device when the API cannot be reached', async () => {
    const { store } = createAppStore({ apiBase: UNREACHABLE });
    store.dispatch(loggedIn({ token: 'tok-1', userId: 'u-1' }));
    store.dispatch(loggedOut());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(store.getState().session.token).toBeNull();
    // The call itself settles without throwing: nothing for anyone to catch.
    expect(await endSessionOnServer('tok-1', UNREACHABLE)).toMatchObject({ error: { status: 0 } });
  });

  it('lets a 401 on the logout (a token already dead) leave alone whoever signed in since', async () => {
    // The shell's own listeners and slice, with the call kept so the test can wait for its end.
    const calls: Promise<unknown>[] = [];
    const listener = createListenerMiddleware();
    const store = configureStore({
      reducer: combineSlices(sessionSlice),
      middleware: (getDefault) => getDefault().prepend(listener.middleware),
    });
    addSessionListeners(
      listener.startListening,
      () => [],
      (token) => {
        const call = endSessionOnServer(token, base);
        calls.push(call);
        return call;
      },
    );
    store.dispatch(loggedIn({ token: 'old', userId: 'u-1' }));
    store.dispatch(loggedOut());
    const request = await nextRequest();
    expect(request.authorization).toBe('Bearer old');

    store.dispatch(loggedIn({ token: 'new', userId: 'u-2' }));
    request.respond(401, {
      success: false,
      message: 'Your session has expired. Please sign in again.',
    });
    expect(await calls[0]).toMatchObject({ error: { status: 401 } });

    expect(store.getState().session).toMatchObject({ token: 'new', userId: 'u-2' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new');
  });
});
