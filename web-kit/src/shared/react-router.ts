/**
 * What the apps share of react-router: the shell provides this module as the `react-router`
 * singleton, so only these names (and what they need) are downloaded, not the whole package with
 * its data router, server rendering and sessions (about 45 KB gzip of a first load). It imports
 * the real package as `#react-router` (package.json `imports`), a request Module Federation does
 * not take for the shared `react-router`.
 *
 * Any name an app imports from react-router must be here: a remote gets the shell's copy, and a
 * missing name is undefined at run time. web-kit's tests check every app's imports against this
 * list. Add names freely (they cost little); never remove one a released remote may still use.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  resolvePath,
  Route,
  Router,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '#react-router';
