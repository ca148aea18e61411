import { reportsToken } from './remote-reports';

/**
 * What the shell tells the gateway about each remote version it runs, so that a canary release
 * failing more than the current one is rolled back by itself (deploy/src/canary/): a remote that
 * loaded (`load`), one that did not (`load-error`, load-remote.ts), and a render error caught by
 * the remote's error boundary (`render-error`, remote-boundary.tsx).
 *
 * The reports go to the gateway, not the API: the gateway owns the registry and the releases (it
 * knows which versions are current and canary right now, and ends a canary), while the API knows
 * neither and may run as a service of its own. It is the page's own origin either way.
 *
 * Nothing about the person is sent: the remote's name, the version from the registry entry the page
 * used, and the kind. No user id, no URL, no error message. Each report carries the token the page
 * was served with, and the visitor's cookie goes with it: the gateway counts a visitor once per
 * version, and a report from anyone else not at all.
 */
export type RemoteEventKind = 'load' | 'load-error' | 'render-error';

export interface RemoteEvent {
  remote: string;
  version: string;
  kind: RemoteEventKind;
}

/** The gateway's route (deploy/src/canary/route.ts). */
export const REMOTE_EVENTS_URL = '/remotes/events';
/** Events of a page go together: the first one waits this long for the others. */
export const FLUSH_DELAY_MS = 2000;
/** The gateway takes at most 50 events and 8 KB a report. */
export const MAX_EVENTS_PER_REPORT = 50;
const MAX_REPORT_CHARS = 8000;
/** A page that keeps failing (a Retry pressed again and again) reports no more than this. */
export const MAX_EVENTS_PER_PAGE = 100;

/**
 * Events are queued and sent with the page's others, or at once when the page is hidden or left.
 */
export interface RemoteEventReporter {
  /** The loader loaded `version` of the remote (the registry's); its render errors are of it. */
  loaded(remote: string, version: string): void;
  /** The loader failed to load `version` of the remote. */
  loadFailed(remote: string, version: string): void;
  /**
   * The remote's boundary caught an error: a render error of the version this page loaded. One
   * that never loaded is not reported here (the loader did, when the registry named a version).
   */
  renderFailed(remote: string): void;
  /** Sends what is queued now. */
  flush(): void;
}

/** `{"events": [...], "visitor": token}` bodies of at most 50 events and 8000 characters each. */
function reportsOf(events: RemoteEvent[], token: string): string[] {
  const bodies: string[] = [];
  const tail = `],"visitor":${JSON.stringify(token)}}`;
  const room = MAX_REPORT_CHARS - tail.length;
  const body = (chunk: string[]) => `{"events":[${chunk.join(',')}${tail}`;
  let chunk: string[] = [];
  let chars = 0;
  for (const event of events) {
    const text = JSON.stringify(event);
    const full = chunk.length === MAX_EVENTS_PER_REPORT || chars + text.length + 1 > room;
    if (chunk.length > 0 && full) {
      bodies.push(body(chunk));
      chunk = [];
      chars = 0;
    }
    chunk.push(text);
    chars += text.length + 1;
  }
  if (chunk.length > 0) bodies.push(body(chunk));
  return bodies;
}

/**
 * A beacon (it outlives the page); without one, or when it is refused, a keepalive fetch. Both
 * send the page's cookies: the report is counted by the visitor's.
 */
function send(url: string, body: string): void {
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  } catch {
    // No beacon here: the fetch below.
  }
  try {
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // A report is worth no error of its own.
  }
}

export function createRemoteEventReporter({
  url = REMOTE_EVENTS_URL,
  delayMs = FLUSH_DELAY_MS,
  maxPerPage = MAX_EVENTS_PER_PAGE,
  /** The page's token (remote-reports.ts); without one the gateway would count nothing. */
  token = reportsToken,
}: {
  url?: string;
  delayMs?: number;
  maxPerPage?: number;
  token?: () => string | undefined;
} = {}): RemoteEventReporter {
  let queue: RemoteEvent[] = [];
  let queued = 0;
  /** The version of each remote the page loaded. */
  const versions = new Map<string, string>();
  /** A boundary that throws again on each Retry counts once: one page, one failure. */
  const renderErrors = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const events = queue;
    queue = [];
    const given = token();
    if (!given) return;
    for (const body of reportsOf(events, given)) send(url, body);
  };

  // A page that is hidden may never be shown again (a closed tab, a phone's app switcher).
  const listen = () => {
    if (listening) return;
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    window.addEventListener('pagehide', flush);
  };

  const report = (remote: string, version: string, kind: RemoteEventKind) => {
    if (queued >= maxPerPage) return;
    queued += 1;
    queue.push({ remote, version, kind });
    listen();
    timer ??= setTimeout(flush, delayMs);
  };

  return {
    loaded(remote, version) {
      versions.set(remote, version);
      report(remote, version, 'load');
    },
    loadFailed: (remote, version) => report(remote, version, 'load-error'),
    renderFailed(remote) {
      const version = versions.get(remote);
      const key = `${remote}\0${version}`;
      if (version === undefined || renderErrors.has(key)) return;
      renderErrors.add(key);
      report(remote, version, 'render-error');
    },
    flush,
  };
}

/** The page's reporter. */
export const remoteEvents = createRemoteEventReporter();
