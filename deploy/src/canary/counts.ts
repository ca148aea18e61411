/**
 * What the shell reports of one remote version (shell/src/remotes/remote-events.ts): a load, a
 * failed load, or a render error caught by its boundary.
 */
export const REMOTE_EVENT_KINDS = ['load', 'load-error', 'render-error'] as const;
export type RemoteEventKind = (typeof REMOTE_EVENT_KINDS)[number];

/**
 * A version's counts. `loads` are attempts to load it (`load` and `load-error`); `failures` are
 * the attempts that failed and the render errors (`load-error` and `render-error`).
 */
export interface Tally {
  loads: number;
  failures: number;
}

export const tallyOf = (kind: RemoteEventKind): Tally => ({
  loads: kind === 'render-error' ? 0 : 1,
  failures: kind === 'load' ? 0 : 1,
});

/** Counts are kept by the minute, so a canary is judged over its own run only (guard.ts). */
export const MINUTE_MS = 60_000;
export const minuteOf = (at: Date) => Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;

/** How long counts are kept: a canary running longer is judged over its last week. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * MINUTE_MS;

/**
 * The shell's reports, counted per remote, version and minute, where the registry lives: in this
 * process beside the file registry (one machine), in PostgreSQL beside a shared registry, where
 * every replica's counts add up.
 */
export interface EventCounts {
  /** Adds to a version's counts of the minute `at` falls in; a shared store writes within a second. */
  add(name: string, version: string, tally: Tally, at?: Date): void;
  /** Writes what this process has counted and not written yet (a no-op in memory). */
  flush(): Promise<void>;
  /** The counts of each version asked for (zero when none) from the minute `since` falls in. */
  read(name: string, versions: string[], since: Date): Promise<Map<string, Tally>>;
}

export const sumInto = (into: Tally, tally: Tally) => {
  into.loads += tally.loads;
  into.failures += tally.failures;
};

/** A zero tally for each version, to add counts into. */
export const emptyTallies = (versions: string[]): Map<string, Tally> =>
  new Map(versions.map((version) => [version, { loads: 0, failures: 0 }]));

/** The counts in this process, for the file registry: one gateway on one machine. */
export function memoryEventCounts({ now = () => new Date() } = {}): EventCounts {
  /** `name\0version` -> minute -> counts. */
  const byVersion = new Map<string, Map<number, Tally>>();
  const keyOf = (name: string, version: string) => `${name}\0${version}`;
  let prunedAt = 0;

  const prune = () => {
    const oldest = minuteOf(now()) - EVENT_RETENTION_MS;
    if (oldest - prunedAt < MINUTE_MS) return;
    prunedAt = oldest;
    for (const [key, minutes] of byVersion) {
      for (const minute of minutes.keys()) if (minute < oldest) minutes.delete(minute);
      if (minutes.size === 0) byVersion.delete(key);
    }
  };

  return {
    add(name, version, tally, at = now()) {
      prune();
      const key = keyOf(name, version);
      let minutes = byVersion.get(key);
      if (!minutes) byVersion.set(key, (minutes = new Map()));
      const minute = minuteOf(at);
      const counted = minutes.get(minute);
      if (counted) sumInto(counted, tally);
      else minutes.set(minute, { ...tally });
    },
    flush: async () => {},
    async read(name, versions, since) {
      const from = minuteOf(since);
      const found = emptyTallies(versions);
      for (const [version, total] of found) {
        for (const [minute, tally] of byVersion.get(keyOf(name, version)) ?? []) {
          if (minute >= from) sumInto(total, tally);
        }
      }
      return found;
    },
  };
}
