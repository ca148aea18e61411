import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file (src/ or dist/ alike sit one level below deploy/), so
 * the commands and the gateway behave the same from whatever folder they are started.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every remote the shell knows about; a package that does not exist yet is skipped. */
export const REMOTES = ['remote-auth', 'remote-portfolio', 'remote-shop', 'remote-orders'] as const;

/** Where releases, the registry and the history live, and the URL the releases are served at. */
export interface Layout {
  repoRoot: string;
  releasesDir: string;
  /** `/remotes` on the gateway; a CDN's address when the releases folder is uploaded there. */
  releasesUrl: string;
}

export const registryFileOf = (layout: Pick<Layout, 'releasesDir'>) =>
  join(layout.releasesDir, 'remotes.json');

export const historyFileOf = (layout: Pick<Layout, 'releasesDir'>) =>
  join(layout.releasesDir, 'history.json');

export const packageDirOf = (layout: Pick<Layout, 'repoRoot'>, name: string) =>
  join(layout.repoRoot, name);

export function layoutFromEnv(env: NodeJS.ProcessEnv = process.env): Layout {
  return {
    repoRoot,
    releasesDir: env.RELEASES_DIR
      ? resolve(env.RELEASES_DIR)
      : join(repoRoot, 'deploy', 'releases'),
    releasesUrl: (env.RELEASES_URL || '/remotes').replace(/\/+$/, ''),
  };
}

export const shellDirFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  env.SHELL_DIR ? resolve(env.SHELL_DIR) : join(repoRoot, 'shell', 'dist');
