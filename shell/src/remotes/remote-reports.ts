import type { RemoteEventReporter } from './remote-events';

/**
 * The front of remote-events.ts: the gateway wants reports only while a canary runs (it says so
 * with the registry, giving the page a token to send them with), and only then is the reporter
 * downloaded. Calls keep their order.
 */
let token: string | undefined;
let reporter: Promise<RemoteEventReporter> | undefined;

/**
 * Told by the registry: the token that came with it (a canary runs), or null. The gateway counts
 * a report only with this token and the visitor's cookie it was issued for; the newest is kept.
 */
export function wantReports(given: string | null) {
  if (given) token = given;
}

/** The page's token for its reports, if the gateway wants them. */
export const reportsToken = (): string | undefined => token;

function report(use: (reporter: RemoteEventReporter) => void) {
  if (!token) return;
  reporter ??= import('./remote-events').then((module) => module.remoteEvents);
  // A reporter that did not download loses its reports: they are a canary's statistics only.
  reporter.then(use, () => {});
}

export const remoteReports = {
  loaded: (remote: string, version: string) => report((r) => r.loaded(remote, version)),
  loadFailed: (remote: string, version: string) => report((r) => r.loadFailed(remote, version)),
  renderFailed: (remote: string) => report((r) => r.renderFailed(remote)),
};
