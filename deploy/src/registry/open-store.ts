import { DeployError } from '../errors.js';
import { fileRegistryStore } from './file-store.js';
import { postgresRegistryStore } from './postgres-store.js';
import type { RegistryStore } from './store.js';

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/**
 * The registry this machine uses: PostgreSQL when DATABASE_URL names a server (every replica and
 * every release command then share it), else the files in the releases folder.
 */
export async function openRegistryStore(
  layout: { releasesDir: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<RegistryStore> {
  const url = env.DATABASE_URL;
  if (url && POSTGRES_URL.test(url)) {
    try {
      return await postgresRegistryStore(url);
    } catch (error) {
      throw new DeployError(
        `the registry's PostgreSQL (DATABASE_URL) is unreachable: ${(error as Error).message}`,
      );
    }
  }
  return fileRegistryStore(layout);
}
