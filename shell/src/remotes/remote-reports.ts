import type { RemoteEventReporter } from './remote-events';

/**
 * The front of remote-events.ts: the gateway wants reports only while a canary runs (it says so
 * with the registry), and only then is the reporter downloaded. Calls keep their order.
 */
let wanted = false;
let reporter: Promise<RemoteEventReporter> | undefined;

/** Told by the registry: the page's registry came with a canary running. */
export function wantReports(yes: boolean) {
  wanted ||= yes;
}

function report(use: (reporter: RemoteEventReporter) => void) {
  if (!wanted) return;
  reporter ??= import('./remote-events').then((module) => module.remoteEvents);
  // A reporter that did not download loses its reports: they are a canary's statistics only.
  reporter.then(use, () => {});
}

export const remoteReports = {
  loaded: (remote: string, version: string) => report((r) => r.loaded(remote, version)),
  loadFailed: (remote: string, version: string) => report((r) => r.loadFailed(remote, version)),
  renderFailed: (remote: string) => report((r) => r.renderFailed(remote)),
};
