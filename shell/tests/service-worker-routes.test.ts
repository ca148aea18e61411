import { describe, expect, it } from '@rstest/core';
import { strategyFor } from '../src/sw/routes';

const origin = 'https://tapfolio.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('what the service worker does with a request', () => {
  it.each([
    '/static/js/index.0f1e2d3c4b.js',
    '/static/js/async/5.360f1ce4a6.js',
    '/static/css/async/g.4b26481577.css',
    '/remotes/remote-auth/1.0.0-afd7ec6b/mf-manifest.json',
    '/remotes/remote-shop/1.0.0-1b490995/static/js/remote_shop.65cc5199ca.js',
    '/remotes/remote-portfolio/1.0.0-e8e16595/static/js/async/3.d3f49f2b93.js',
  ])('serves %s from the cache first: it never changes under its URL', (path) => {
    expect(strategyFor(get(path), origin)).toBe('static');
  });

  it.each([
    // Which release is current: asked for first (a release or a rollback shows on the next
    // load), and kept, or no remote would load offline.
    '/remotes.json',
    // The person's own card, what it shows and its QR code: kept for a phone with no signal.
    '/api/v1/user/profile',
    '/api/v1/portfolio',
    '/api/v1/portfolio/0b7f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c/qr?format=svg',
    '/api/v1/file?key=portfolio/u-1/avatar.webp',
  ])('asks the network for %s first and keeps the answer for when there is none', (path) => {
    expect(strategyFor(get(path), origin)).toBe('saved');
  });

  it.each([
    // Nothing else of the API pretends to work offline.
    '/api/v1/portfolio/insights',
    '/api/v1/portfolio/leads',
    '/api/v1/order',
    '/api/v1/cart',
    '/api/v1/portfolio/0b7f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c/vcard',
    // Not inside a release's version folder.
    '/remotes/remote-auth/mf-manifest.json',
    '/remotes/remote-auth/',
    // Root files of the shell: an hour's HTTP cache is enough.
    '/manifest.webmanifest',
    '/icon-192.png',
    '/favicon.svg',
    '/sw.js',
  ])('leaves %s to the network', (path) => {
    expect(strategyFor(get(path), origin)).toBe('network');
  });

  it.each(['/home', '/login', '/portfolio/u-1', '/@asha', '/'])(
    'loads the page %s from the network first, with an offline fallback',
    (path) => {
      expect(strategyFor(get(path, 'navigate'), origin)).toBe('page');
    },
  );

  it('leaves an API address opened as a page, and other origins, to the network', () => {
    expect(strategyFor(get('/api/v1/health', 'navigate'), origin)).toBe('network');
    expect(
      strategyFor({ method: 'GET', url: 'https://cdn.example/static/x.js', mode: 'cors' }, origin),
    ).toBe('network');
  });

  it('never answers anything but GET', () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'HEAD']) {
      expect(strategyFor({ ...get('/static/js/index.0f1e2d3c4b.js'), method }, origin)).toBe(
        'network',
      );
    }
  });
});
