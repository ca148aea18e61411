import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry } from 'shared-contracts';
import { containerName } from 'web-kit/federation';
import { wantReports } from './remote-reports';

/** The data block in which the gateway serves the registry with the page (deploy's remote-hints). */
const REGISTRY_ELEMENT_ID = 'tf-remotes';
/**
 * How the gateway says a canary runs, so the remotes' loads and failures are wanted: the token to
 * send them with.
 */
const REPORTS_ATTRIBUTE = 'data-reports';
const REPORTS_HEADER = 'x-remote-reports';

let pending: Promise<Registry> | undefined;

/** The registry the page came with, if the gateway put one in; it is used once. */
function servedRegistry(): Registry | undefined {
  const element = document.getElementById(REGISTRY_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  wantReports(element.getAttribute(REPORTS_ATTRIBUTE));
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Registry)
      : undefined;
  } catch {
    return undefined;
  }
}

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
  wantReports(response.headers.get(REPORTS_HEADER));
  return (await response.json()) as Registry;
}

/**
 * The registry once per page load, and every remote it names registered. The page carries it
 * (saving a round trip before any remote can load); otherwise, or on a Retry after a failure,
 * /remotes.json is asked. Remote URLs are never built into the shell: a release or rollback only
 * changes the registry. A failed read is not kept, so a Retry asks again.
 */
export function loadRegistry(): Promise<Registry> {
  const served = servedRegistry();
  pending ??= (served ? Promise.resolve(served) : fetchRegistry())
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
