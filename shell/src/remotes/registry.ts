import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName } from 'web-kit/federation';

export interface RegistryEntry {
  version: string;
  url: string;
}
export type Registry = Record<string, RegistryEntry>;

let pending: Promise<Registry> | undefined;

/**
 * Reads /remotes.json once per page load and registers every remote it names. Remote URLs are
 * never built into the shell: a release or rollback only changes this file. A failed read is not
 * kept, so a Retry asks again.
 */
export function loadRegistry(): Promise<Registry> {
  pending ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
      return response.json() as Promise<Registry>;
    })
    .then((registry) => {
      registerRemotes(
        Object.entries(registry).map(([name, entry]) => ({
          name: containerName(name),
          entry: new URL(entry.url, window.location.origin).href,
        })),
        { force: true },
      );
      return registry;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
