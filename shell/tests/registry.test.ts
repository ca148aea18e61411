import { afterEach, expect, it, rs } from '@rstest/core';
import { loadRegistry } from '../src/remotes/registry';

const runtime = rs.hoisted(() => ({ registerRemotes: rs.fn() }));
rs.mock('@module-federation/enhanced/runtime', () => runtime);

afterEach(() => {
  rs.unstubAllGlobals();
});

it('asks for /remotes.json again after a failed read, then keeps the registry for the page', async () => {
  const registry = {
    'remote-shop': { version: '1.4.0', url: '/remotes/remote-shop/1.4.0/mf-manifest.json' },
  };
  const fetch = rs
    .fn()
    .mockResolvedValueOnce(new Response('', { status: 503 }))
    .mockResolvedValueOnce(Response.json(registry));
  rs.stubGlobal('fetch', fetch);

  await expect(loadRegistry()).rejects.toThrow('The remote registry answered 503');
  expect(runtime.registerRemotes).not.toHaveBeenCalled();

  await expect(loadRegistry()).resolves.toEqual(registry);
  expect(runtime.registerRemotes).toHaveBeenCalledWith(
    [
      {
        name: 'remote_shop',
        entry: `${window.location.origin}/remotes/remote-shop/1.4.0/mf-manifest.json`,
      },
    ],
    { force: true },
  );

  await expect(loadRegistry()).resolves.toEqual(registry);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
});
