/**
 * What the shell reports of one remote version (shell/src/remotes/remote-events.ts): a load, a
 * failed load, or a render error caught by its boundary.
 */
export const REMOTE_EVENT_KINDS = ['load', 'load-error', 'render-error'] as const;
export type RemoteEventKind = (typeof REMOTE_EVENT_KINDS)[number];

/**
 * What one visitor's reports of a version say: that they tried to load it (`load` and
 * `load-error`), that it failed them (`load-error` and `render-error`), or both.
 */
export interface Seen {
  loaded: boolean;
  failed: boolean;
}

export const seenOf = (kind: RemoteEventKind): Seen => ({
  loaded: kind !== 'render-error',
  failed: kind !== 'load',
});

export const seenEither = (a: Seen, b: Seen): Seen => ({
  loaded: a.loaded || b.loaded,
  failed: a.failed || b.failed,
});

/**
 * A version's counts, each visitor counted once a window: `loads` are the visitors that tried to
 * load it, `failures` those it failed, added up over the windows; `visitors` the distinct
 * visitors over all of them.
 */
export interface Tally {
  loads: number;
  failures: number;
  visitors: number;
}

/**
 * Counts are kept by the ten minutes, so a canary is judged over its own run only (guard.ts), and
 * within a window a visitor is one load and at most one failure, however often they reload or
 * press Retry: about one visit's length, so someone stuck on a failing screen is one person's
 * failure, not dozens, while a visitor who comes back later counts again. A report that is
 * forged by whoever holds one cookie adds at most one failure a window (and one visitor).
 */
export const WINDOW_MS = 10 * 60_000;
export const windowOf = (at: Date) => Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS;

/** How long counts are kept: a canary running longer is judged over its last week. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60_000;

/**
 * The distinct visitors counted per version in memory (the file registry): more is far beyond any
 * guard's minimum (config.ts refuses a CANARY_MIN_VISITORS above it), and memory stays a few MB.
 */
export const MAX_VISITORS_PER_VERSION = 100_000;

/**
 * The shell's reports, counted per remote, version, window and visitor, where the registry lives:
 * in this process beside the file registry (one machine), in PostgreSQL beside a shared registry,
 * where every replica's reports add up and a visitor counts once whichever replica they reach.
 */
export interface EventCounts {
  /**
   * Counts what `visitor` (ReportTokens.countedAs) reported of a version in the window `at` falls
   * in, unless it was counted there already; a shared store writes within a second.
   */
  add(name: string, version: string, visitor: string, seen: Seen, at?: Date): void;
  /** Writes what this process has counted and not written yet (a no-op in memory). */
  flush(): Promise<void>;
  /** The counts of each version asked for (zero when none) from the window `since` falls in. */
  read(name: string, versions: string[], since: Date): Promise<Map<string, Tally>>;
}

/** A zero tally for each version, to add counts into. */
export const emptyTallies = (versions: string[]): Map<string, Tally> =>
  new Map(versions.map((version) => [version, { loads: 0, failures: 0, visitors: 0 }]));

/** One version's counts in memory. */
interface VersionCounts {
  /** Window -> the visitors who loaded it and those it failed there. */
  windows: Map<number, { loads: number; failures: number }>;
  /**
   * Who was counted for what in the newest window, the only one reports still add to: older
   * windows keep their counts only.
   */
  open: { window: number; seen: Map<string, Seen> };
  /** Visitor -> the newest window they were counted in: the distinct visitors since a time. */
  visitors: Map<string, number>;
}

/** The counts in this process, for the file registry: one gateway on one machine. */
export function memoryEventCounts({ now = () => new Date() } = {}): EventCounts {
  /** `name\0version` -> its counts. */
  const byVersion = new Map<string, VersionCounts>();
  const keyOf = (name: string, version: string) => `${name}\0${version}`;
  let prunedAt = 0;

  const prune = () => {
    const oldest = windowOf(now()) - EVENT_RETENTION_MS;
    if (oldest - prunedAt < WINDOW_MS) return;
    prunedAt = oldest;
    for (const [key, counts] of byVersion) {
      for (const window of counts.windows.keys()) {
        if (window < oldest) counts.windows.delete(window);
      }
      for (const [visitor, last] of counts.visitors) {
        if (last < oldest) counts.visitors.delete(visitor);
      }
      if (counts.windows.size === 0) byVersion.delete(key);
    }
  };

  return {
    add(name, version, visitor, seen, at = now()) {
      prune();
      const window = windowOf(at);
      const key = keyOf(name, version);
      let counts = byVersion.get(key);
      if (!counts) {
        counts = { windows: new Map(), open: { window, seen: new Map() }, visitors: new Map() };
        byVersion.set(key, counts);
      }
      // A window's visitors are forgotten once a newer one opens: counted nothing, never twice.
      if (window < counts.open.window) return;
      if (window > counts.open.window) counts.open = { window, seen: new Map() };
      if (!counts.visitors.has(visitor) && counts.visitors.size >= MAX_VISITORS_PER_VERSION) return;
      const before = counts.open.seen.get(visitor) ?? { loaded: false, failed: false };
      const after = seenEither(before, seen);
      counts.open.seen.set(visitor, after);
      counts.visitors.set(visitor, window);
      let tally = counts.windows.get(window);
      if (!tally) counts.windows.set(window, (tally = { loads: 0, failures: 0 }));
      if (after.loaded && !before.loaded) tally.loads += 1;
      if (after.failed && !before.failed) tally.failures += 1;
    },
    flush: async () => {},
    async read(name, versions, since) {
      const from = windowOf(since);
      const found = emptyTallies(versions);
      for (const [version, total] of found) {
        const counts = byVersion.get(keyOf(name, version));
        if (!counts) continue;
        for (const [window, tally] of counts.windows) {
          if (window < from) continue;
          total.loads += tally.loads;
          total.failures += tally.failures;
        }
        for (const last of counts.visitors.values()) if (last >= from) total.visitors += 1;
      }
      return found;
    },
  };
}
