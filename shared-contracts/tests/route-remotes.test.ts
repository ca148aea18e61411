import { describe, expect, it } from '@rstest/core';
import {
  needsSignIn,
  isBackofficePath,
  matchesRoute,
  REMOTE_NAMES,
  REMOTE_ROUTES,
  remoteOfPath,
  remoteRouteOf,
  remotesOfPath,
} from '../src/index.js';

describe('remoteOfPath', () => {
  it.each([
    ['/login', 'remote-auth'],
    ['/register', 'remote-auth'],
    ['/onboarding', 'remote-auth'],
    ['/forgot-password', 'remote-auth'],
    ['/reset-password', 'remote-auth'],
    ['/reset-password/abc123', 'remote-auth'],
    ['/account', 'remote-auth'],
    ['/account/edit-email', 'remote-auth'],
    ['/account/edit-password', 'remote-auth'],
    ['/account/edit-shipping-address', 'remote-auth'],
    ['/account/nfc-cards', 'remote-auth'],
    ['/portfolio', 'remote-portfolio'],
    ['/portfolio/665f1c2ab0e1', 'remote-portfolio'],
    ['/edit-profile', 'remote-portfolio'],
    ['/edit-profile/about', 'remote-portfolio'],
    ['/edit-profile/services/new', 'remote-portfolio'],
    ['/products', 'remote-shop'],
    ['/product/42', 'remote-shop'],
    ['/cart', 'remote-shop'],
    ['/nfc-review', 'remote-shop'],
    ['/orders', 'remote-orders'],
    ['/orders/ORD-1001', 'remote-orders'],
    ['/backoffice', 'remote-backoffice'],
    ['/backoffice/orders/7c9e6679-7425-40de-944b-e07fc1f90ae7', 'remote-backoffice'],
    ['/backoffice/audit', 'remote-backoffice'],
    ['/backoffice/roles', 'remote-backoffice'],
    ['/teams', 'remote-teams'],
    ['/teams/import', 'remote-teams'],
    ['/join', 'remote-teams'],
  ])('%s is drawn by %s', (path, remote) => {
    expect(remoteOfPath(path)).toBe(remote);
  });

  it('names the portfolio preview first for Home, which also loads the shop', () => {
    expect(remoteOfPath('/home')).toBe('remote-portfolio');
    expect(remotesOfPath('/home')).toEqual(['remote-portfolio', 'remote-shop']);
  });

  it.each([
    '/',
    '/launch',
    '/policy',
    '/terms',
    '/nowhere',
    '/product',
    '/orders/1/extra',
    '/backoffices',
    '/teamsx',
    '/join/abc',
  ])('names no remote for %s (a shell page or the fallback)', (path) => {
    expect(remoteOfPath(path)).toBeUndefined();
    expect(remotesOfPath(path)).toEqual([]);
  });

  it('ignores a trailing slash and letter case, as the router does', () => {
    expect(remoteOfPath('/login/')).toBe('remote-auth');
    expect(remoteOfPath('/Orders/7')).toBe('remote-orders');
    expect(remotesOfPath('/HOME/')).toEqual(['remote-portfolio', 'remote-shop']);
  });

  it('does not take a prototype key for a Home-like screen', () => {
    expect(remotesOfPath('/constructor')).toEqual([]);
    expect(remotesOfPath('/__proto__')).toEqual([]);
  });
});

describe('remoteRouteOf', () => {
  it('gives the page the shell asks the remote for', () => {
    expect(remoteRouteOf('/reset-password/t0k3n')).toEqual({
      path: '/reset-password/:token',
      remote: 'remote-auth',
      page: 'ResetPassword',
    });
    expect(remoteRouteOf('/edit-profile/contact')?.page).toBe('EditPortfolio');
    expect(remoteRouteOf('/backoffice/audit')?.page).toBe('Backoffice');
  });

  it('lists each pattern once, each for a known remote', () => {
    const patterns = REMOTE_ROUTES.map((entry) => entry.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const entry of REMOTE_ROUTES) expect(REMOTE_NAMES).toContain(entry.remote);
  });
});

describe('matchesRoute', () => {
  it('matches one segment per parameter and any rest for a final star', () => {
    expect(matchesRoute('/product/:id', '/product/9')).toBe(true);
    expect(matchesRoute('/product/:id', '/product')).toBe(false);
    expect(matchesRoute('/product/:id', '/product/9/reviews')).toBe(false);
    expect(matchesRoute('/edit-profile/*', '/edit-profile')).toBe(true);
    expect(matchesRoute('/edit-profile/*', '/edit-profile/a/b')).toBe(true);
    expect(matchesRoute('/edit-profile/*', '/edit-profiles')).toBe(false);
  });
});

describe('isBackofficePath', () => {
  it.each(['/backoffice', '/backoffice/orders/7', '/backoffice?status=confirmed'])(
    'knows %s for a console path',
    (path) => expect(isBackofficePath(path)).toBe(true),
  );
  it.each(['/backoffices', '/home', '/back', '//backoffice', '/x/backoffice'])(
    'knows %s for another',
    (path) => expect(isBackofficePath(path)).toBe(false),
  );
});

describe('needsSignIn', () => {
  it('is true of the signed-in group and the console, as the router matches them', () => {
    for (const path of [
      '/home',
      '/Products/',
      '/orders/abc',
      '/edit-profile/work',
      '/teams',
      '/backoffice/orders/1',
    ]) {
      expect(needsSignIn(path), path).toBe(true);
    }
  });

  it('is false of the public screens, the public card beside the own one among them', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/product/abc',
      '/portfolio/abc',
      '/join',
      '/policy',
      '/onboarding',
    ]) {
      expect(needsSignIn(path), path).toBe(false);
    }
  });
});
