import { DeployError } from '../errors.js';
import { fileRegistryStore } from './file-store.js';
import { postgresRegistryStore } from './postgres-store.js';
import type { RegistryStore } from './store.js';

/**
 * The registry this machine uses: PostgreSQL when DATABASE_URL names a server (`registryUrl` of
 * config.ts; every replica and every release command then share it), else the files in the
 * releases folder.
 */
export async function openRegistryStore(
  layout: { releasesDir: string },
  registryUrl: string | undefined,
): Promise<RegistryStore> {
  if (registryUrl) {
    try {
      return await postgresRegistryStore(registryUrl);
    } catch (error) {
      throw new DeployError(
        `the registry's PostgreSQL (DATABASE_URL) is unreachable: ${(error as Error).message}`,
      );
    }
  }
  return fileRegistryStore(layout);
}
