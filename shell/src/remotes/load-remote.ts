import { loadRemote } from '@module-federation/enhanced/runtime';
import { HOST_CONTRACT_VERSION, type RemoteApiSlice, type RemoteModule } from 'web-kit';
import { containerName } from 'web-kit/federation';
import { loadRegistry } from './registry';
import { RemoteContractError, RemoteUnavailableError } from './remote-errors';
import { remoteReports } from './remote-reports';

export { RemoteContractError, RemoteUnavailableError };

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
    let version: string | undefined;
    module = (async () => {
      const registry = await loadRegistry();
      if (!registry[remote]) throw new RemoteUnavailableError(remote);
      version = registry[remote]?.version;
      let exposed: RemoteModule | null;
      try {
        exposed = await loadRemote<RemoteModule>(`${containerName(remote)}/pages`);
      } catch (error) {
        // A download that failed (manifest, entry or chunk): the boundary tells it from a render error.
        throw new RemoteUnavailableError(remote, error);
      }
      if (!exposed?.pages || !exposed.api) throw new RemoteUnavailableError(remote);
      if (exposed.hostContract !== HOST_CONTRACT_VERSION) {
        throw new RemoteContractError(remote, exposed.hostContract);
      }
      injectApi(exposed.api);
      return exposed;
    })();
    module.catch(() => loaded.delete(remote));
    // Every load, and every failed one, of a version the registry named (remote-events.ts).
    module.then(
      () => {
        if (version !== undefined) remoteReports.loaded(remote, version);
      },
      () => {
        if (version !== undefined) remoteReports.loadFailed(remote, version);
      },
    );
    loaded.set(remote, module);
  }
  return module;
}
