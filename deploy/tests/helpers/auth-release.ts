import type { Fixture } from './fixtures.js';
import { serverBuildFiles, writeServerRelease } from './server-release.js';

/**
 * A stand-in for remote-auth's server build (the real one is tested in remote-auth and by the
 * journeys): CommonJS, `renderAuthScreen` rendering /login and /register only, a mark of its build.
 */
export const authServerBuild = (mark: string) => `
const screens = { '/login': 'Login', '/register': 'Create Account' };
exports.AUTH_RENDER_API = 2;
exports.renderAuthScreen = ({ path }) => {
  const name = Object.hasOwn(screens, path) ? screens[path] : undefined;
  if (!name) return undefined;
  return {
    markup: '<main class="auth" data-build="${mark}"><h1>' + name + '</h1><input name="email"></main>',
    title: name + ' | Tapfolio',
  };
};
`;

/**
 * Releases remote-auth with this server build (none: `null`), and with a sign-in client when
 * asked (`dist/sign-in/sign-in.js`, as web-kit's `pageClient` writes it), to everyone or as a
 * canary, answering its version.
 */
export const writeAuthRelease = (
  f: Fixture,
  mark: string,
  server: string | null = authServerBuild(mark),
  { client = false, canary }: { client?: boolean; canary?: number } = {},
) =>
  writeServerRelease(f, 'remote-auth', mark, {
    server: serverBuildFiles('render-auth', server, `.auth{color:#123}/* ${mark} */`),
    files: client ? { 'sign-in/sign-in.js': `/* the sign-in client of ${mark} */` } : {},
    canary,
  });
