import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { REMOTE_ROUTES, SHELL_SCREEN_REMOTES } from 'shared-contracts';
import { Providers } from '../src/app/providers';
import { routes } from '../src/app/router';
import { createAppStore } from '../src/app/store';
import { HomePage } from '../src/pages/home';
import { RemotePage, type RemotePageProps } from '../src/remotes/remote-page';

const loadedRemotes: string[] = [];
rs.mock('../src/remotes/load-remote', () => ({
  loadRemoteModule: (remote: string) => {
    loadedRemotes.push(remote);
    return Promise.reject(new Error(`${remote} is not here in a component test`));
  },
}));

/** Every route with a path, flattened out of the layout and guard routes. */
const leaves = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [...(route.path ? [route] : []), ...leaves(route.children ?? [])]);

const remoteOf = (route: RouteObject) => {
  const element = route.element as ReactElement<RemotePageProps> | undefined;
  return isValidElement(element) && element.type === RemotePage ? element.props : undefined;
};

const Routed = () => useRoutes(routes);

function App({ at }: { at: string }) {
  return (
    <Providers app={createAppStore()}>
      <MemoryRouter initialEntries={[at]}>
        <Routed />
      </MemoryRouter>
    </Providers>
  );
}

describe('the route map', () => {
  it("draws every remote screen where shared-contracts' table (which the gateway reads) says", () => {
    const remoteRoutes = leaves(routes)
      .filter((route) => remoteOf(route))
      .map((route) => ({ path: route.path, ...remoteOf(route) }));
    expect(remoteRoutes).toEqual(
      expect.arrayContaining(
        REMOTE_ROUTES.map(({ path, remote, page }) => ({ path, remote, page })),
      ),
    );
    expect(remoteRoutes).toHaveLength(REMOTE_ROUTES.length);
  });

  it('has every shell screen the table lists, loading the remotes it names', async () => {
    loadedRemotes.length = 0;
    for (const path of Object.keys(SHELL_SCREEN_REMOTES)) {
      expect(leaves(routes).some((route) => route.path === path)).toBe(true);
    }
    rs.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(
      <Providers app={createAppStore()}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'Your portfolio preview' })).toBeVisible();
    expect([...new Set(loadedRemotes)].sort()).toEqual([...SHELL_SCREEN_REMOTES['/home']!].sort());
    unmount();
    rs.restoreAllMocks();
  });

  it('downloads a shell page when it is opened (the terms, here)', async () => {
    render(<App at="/terms" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
  });

  it('sends an unknown address to the sign-in screen of the auth remote', async () => {
    rs.spyOn(console, 'error').mockImplementation(() => {});
    loadedRemotes.length = 0;
    render(<App at="/nowhere" />);
    expect(await screen.findByRole('heading', { name: "This screen didn't load" })).toBeVisible();
    expect(loadedRemotes).toContain('remote-auth');
    rs.restoreAllMocks();
  });

  it('sends a visitor at the back office to sign in, without loading the console', async () => {
    rs.spyOn(console, 'error').mockImplementation(() => {});
    loadedRemotes.length = 0;
    render(<App at="/backoffice/audit" />);
    expect(await screen.findByRole('heading', { name: "This screen didn't load" })).toBeVisible();
    expect(loadedRemotes).toContain('remote-auth');
    expect(loadedRemotes).not.toContain('remote-backoffice');
    rs.restoreAllMocks();
  });

  it("opens an invitation's screen to a visitor, and sends them to sign in for /teams", async () => {
    rs.spyOn(console, 'error').mockImplementation(() => {});
    loadedRemotes.length = 0;
    const join = render(<App at="/join" />);
    expect(await screen.findByRole('heading', { name: "This screen didn't load" })).toBeVisible();
    expect(loadedRemotes).toEqual(['remote-teams']);
    join.unmount();

    loadedRemotes.length = 0;
    render(<App at="/teams/invite" />);
    expect(await screen.findByRole('heading', { name: "This screen didn't load" })).toBeVisible();
    expect(loadedRemotes).toContain('remote-auth');
    expect(loadedRemotes).not.toContain('remote-teams');
    rs.restoreAllMocks();
  });
});
