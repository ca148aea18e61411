import type { RemoteApiSlice, ResourceName, ResourceReader, SharedResources } from 'web-kit';
import { loadRemoteModule } from './load-remote';
import { RemoteUnavailableError } from './remote-errors';

/** The remote that owns each shared resource: its slice is the one that fetches it. */
export const RESOURCE_OWNERS: Record<ResourceName, string> = {
  AddressBook: 'remote-auth',
  OwnPortfolio: 'remote-portfolio',
};

/**
 * The reader a resource's owner lends, for another remote's screen. The owner is loaded as for
 * one of its own screens (its slice injected, its contract checked); while it cannot load, the
 * reader's screen shows a failed load with its Retry, and the rest of that screen works on.
 */
export async function lendResource<N extends ResourceName>(
  name: N,
  injectApi: (api: RemoteApiSlice) => void,
): Promise<ResourceReader<SharedResources[N]>> {
  const owner = RESOURCE_OWNERS[name];
  const reader = (await loadRemoteModule(owner, injectApi)).resources?.[name];
  if (!reader) throw new RemoteUnavailableError(owner);
  return reader;
}
