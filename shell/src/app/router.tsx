import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import {
  GUEST_ONLY_PATHS,
  REMOTE_ROUTES,
  SESSION_ONLY_PATHS,
  STAFF_ONLY_PATHS,
} from 'shared-contracts';
import { AppLayout } from '../layout/app-layout';
import { LoadingFrame } from '../layout/loading-frame';
import { RemotePage } from '../remotes/remote-page';
import { GuestOnly, OnboardingOnly, RequireSession, RequireStaff } from './guards';
import { useHandOverOnNavigation } from './prerendered';
import { useTopOfEachScreen } from './top-of-each-screen';

/**
 * The shell's own pages, each in its own chunk: a first visit downloads only the page it opens.
 * Each chunk is named after its path (shared-contracts' SHELL_PAGE_CHUNK_PREFIX), so the gateway
 * can preload it on its page.
 * `preload` starts a page's download before its guard lets it render (the profile check).
 */
function shellPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return {
    load,
    element: (
      <Suspense fallback={<LoadingFrame />}>
        <Page />
      </Suspense>
    ),
  };
}

export const shellPages = {
  '/home': shellPage(() =>
    import(/* webpackChunkName: "page-home" */ '../pages/home').then((m) => ({
      default: m.HomePage,
    })),
  ),
  '/launch': shellPage(() =>
    import(/* webpackChunkName: "page-launch" */ '../pages/launch').then((m) => ({
      default: m.LaunchPage,
    })),
  ),
  '/policy': shellPage(() =>
    import(/* webpackChunkName: "page-policy" */ '../pages/policy').then((m) => ({
      default: m.PolicyPage,
    })),
  ),
  '/terms': shellPage(() =>
    import(/* webpackChunkName: "page-terms" */ '../pages/terms').then((m) => ({
      default: m.TermsPage,
    })),
  ),
};

/** Starts downloading the shell page at `pathname`, if it is one, while the app boots. */
export function preloadShellPage(pathname: string) {
  const page = shellPages[pathname.replace(/\/+$/, '') as keyof typeof shellPages];
  page?.load().catch(() => {});
}

/** A screen a remote draws, as shared-contracts' route table (which the gateway reads) says. */
function remote(path: string): RouteObject {
  const entry = REMOTE_ROUTES.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`${path} is not in shared-contracts' REMOTE_ROUTES`);
  return { path, element: <RemotePage remote={entry.remote} page={entry.page} /> };
}

const shell = (path: keyof typeof shellPages): RouteObject => ({
  path,
  element: shellPages[path].element,
});

const isShellPage = (path: string): path is keyof typeof shellPages =>
  Object.hasOwn(shellPages, path);

/** The screen at `path`: the shell's own page, else the remote's the route table names. */
const screen = (path: string): RouteObject => (isShellPage(path) ? shell(path) : remote(path));

/** The spec's whole route map (product-spec section 2). Screens of remotes load on first visit. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { element: <GuestOnly />, children: GUEST_ONLY_PATHS.map((path) => remote(path)) },
      { element: <OnboardingOnly />, children: [remote('/onboarding')] },

      remote('/forgot-password'),
      remote('/reset-password/:token'),
      remote('/reset-password'),
      remote('/verify-email'),
      shell('/policy'),
      shell('/terms'),
      remote('/portfolio/:userId'),
      remote('/product/:id'),
      // An invitation's link: its screen says what it invites to before anyone signs in.
      remote('/join'),

      {
        element: <RequireSession />,
        children: SESSION_ONLY_PATHS.map((path) => screen(path)),
      },
      // The staff's console: only staff and admins load its remote.
      { element: <RequireStaff />, children: STAFF_ONLY_PATHS.map((path) => remote(path)) },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

function AppRoutes() {
  useHandOverOnNavigation();
  useTopOfEachScreen();
  return useRoutes(routes);
}

/**
 * The declarative router: the app uses no loaders or actions, and leaving the data router out
 * keeps most of react-router out of the first download (see web-kit's shared-singletons note).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
