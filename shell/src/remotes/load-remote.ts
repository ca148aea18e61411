import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteApiSlice, RemoteModule } from 'web-kit';
import { containerName } from 'web-kit/federation';
import { loadRegistry } from './registry';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`${remote} is not available`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const loaded = new Map<string, Promise<RemoteModule>>();

/**
 * A remote's pages and API slice, loaded on first use; its slice goes into the store before any
 * of its screens renders. Failures are not cached (the runtime does not cache a failed manifest
 * either), so a Retry loads again without a page reload.
 */
export function loadRemoteModule(
  remote: string,
  injectApi: (api: RemoteApiSlice) => void,
): Promise<RemoteModule> {
  let module = loaded.get(remote);
  if (!module) {
    module = (async () => {
      const registry = await loadRegistry();
      if (!registry[remote]) throw new RemoteUnavailableError(remote);
      const exposed = await loadRemote<RemoteModule>(`${containerName(remote)}/pages`);
      if (!exposed?.pages || !exposed.api) throw new RemoteUnavailableError(remote);
      injectApi(exposed.api);
      return exposed;
    })();
    module.catch(() => loaded.delete(remote));
    loaded.set(remote, module);
  }
  return module;
}
