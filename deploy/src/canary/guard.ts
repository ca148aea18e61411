import type { HistoryEntry } from '../history.js';
import type { Layout } from '../paths.js';
import { endCanary } from '../release.js';
import type { RegistryStore } from '../registry/store.js';
import type { Tally } from './counts.js';

/** Who the history names when the guard ends a canary. */
export const CANARY_GUARD = 'canary-guard';

/**
 * When a canary is failing "clearly" more than the version everyone runs. A canary is ended once
 * it has at least `minLoads` loads from at least `minVisitors` distinct visitors and its failure
 * rate is above both `maxFailureRate` and `failureRatio` times the current version's rate over the
 * same time.
 */
export interface CanaryThresholds {
  minLoads: number;
  minVisitors: number;
  maxFailureRate: number;
  failureRatio: number;
}

/**
 * 50 loads: enough that a canary failing for most visitors is stopped within its first few dozen
 * page loads, while one unlucky visitor is 2% of them, not a verdict. 20 visitors: a load is one
 * visitor's in one window (counts.ts), so 50 loads could still be a handful of people coming back
 * over an afternoon, or whoever holds a few cookies; no fewer than twenty people decide, and a
 * canary failing for most of them still ends within its first twenty. 5%: the floor, so that a
 * current version with next to no failures (0.1% x 2) does not make one failed load of the canary
 * a rollback; mobile networks alone fail a load or two in a hundred. x2: a canary must fail twice
 * as often as what everyone runs, so a bad day for every version (a CDN, a slow API) ends nothing.
 */
export const DEFAULT_CANARY_THRESHOLDS: CanaryThresholds = {
  minLoads: 50,
  minVisitors: 20,
  maxFailureRate: 0.05,
  failureRatio: 2,
};

const rateOf = ({ loads, failures }: Tally) => (loads > 0 ? failures / loads : 0);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export interface Judgement {
  /** True when the canary is to be ended. */
  end: boolean;
  /**
   * The rates seen, for the history:
   * "failure rate 12.0% over 60 loads by 45 visitors (current 0.5% over 400)".
   */
  note: string;
}

/** The guard's rule on the counts of the canary and the current version over the same time. */
export function judgeCanary(
  canary: Tally,
  current: Tally,
  { minLoads, minVisitors, maxFailureRate, failureRatio }: CanaryThresholds,
): Judgement {
  const rate = rateOf(canary);
  const limit = Math.max(maxFailureRate, rateOf(current) * failureRatio);
  return {
    end: canary.loads >= minLoads && canary.visitors >= minVisitors && rate > limit,
    note:
      `failure rate ${percent(rate)} over ${canary.loads} loads by ${canary.visitors} visitors ` +
      `(current ${percent(rateOf(current))} over ${current.loads})`,
  };
}

/**
 * When the running canary of `version` started: its first `canary` line since the last change
 * that ended a canary (any other action does). A change of its share keeps the start.
 */
export function canaryStart(history: HistoryEntry[], version: string): Date | undefined {
  let running: { version: string; at: string } | undefined;
  for (const entry of history) {
    if (entry.action !== 'canary') running = undefined;
    else if (running?.version !== entry.version) running = { version: entry.version, at: entry.at };
  }
  return running?.version === version ? new Date(running.at) : undefined;
}

export interface Verdict extends Judgement {
  name: string;
  canary: Tally & { version: string };
  current: Tally & { version: string };
  /** Whether this guard's change ended it (false when another replica was first). */
  ended: boolean;
}

export interface CanaryGuardOptions {
  store: RegistryStore;
  /** Handed to endCanary, which uses the store above. */
  layout: Layout;
  thresholds: CanaryThresholds;
  /** At most one look at a remote per this many milliseconds (1000); reports meanwhile wait. */
  intervalMs?: number;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Told every verdict (tests, metrics). */
  onVerdict?: (verdict: Verdict) => void;
}

export interface CanaryGuard {
  /** New counts for this remote's canary: look at it now, or once the interval has passed. */
  poke(name: string): void;
  /** Resolves once no look is under way (tests). */
  settled(): Promise<void>;
  /** Stops the waiting looks and lets the running ones finish. */
  close(): Promise<void>;
}

/**
 * Ends a canary whose reported failures are clearly above the current version's. Every replica
 * runs one; the first to decide ends the canary, and the others' endCanary is a no-op (it names
 * the version it judged, so a canary replaced meanwhile is never ended by mistake).
 */
export function canaryGuard({
  store,
  layout,
  thresholds,
  intervalMs = 1000,
  log,
  onVerdict,
}: CanaryGuardOptions): CanaryGuard {
  interface Remote {
    last: number;
    busy: boolean;
    again: boolean;
    timer?: NodeJS.Timeout;
  }
  const remotes = new Map<string, Remote>();
  const running = new Set<Promise<void>>();
  let closed = false;

  async function look(name: string): Promise<void> {
    const state = (await store.read())[name];
    const { canary, current } = state ?? {};
    if (!canary || !current) return;
    // Judged over the canary's own run: the current version's counts of the same minutes.
    const since = canaryStart(await store.history(name), canary.version) ?? new Date(0);
    await store.eventCounts.flush();
    const counts = await store.eventCounts.read(name, [canary.version, current.version], since);
    const canaryTally = counts.get(canary.version)!;
    const currentTally = counts.get(current.version)!;
    const judgement = judgeCanary(canaryTally, currentTally, thresholds);
    let ended = false;
    if (judgement.end) {
      const change = await endCanary(layout, name, {
        store,
        version: canary.version,
        by: CANARY_GUARD,
        note: judgement.note,
      });
      ended = change.changed;
      if (ended) {
        log.warn(
          { remote: name, version: canary.version, note: judgement.note },
          'canary ended by the canary guard',
        );
      }
    }
    onVerdict?.({
      name,
      ...judgement,
      canary: { version: canary.version, ...canaryTally },
      current: { version: current.version, ...currentTally },
      ended,
    });
  }

  function poke(name: string): void {
    if (closed) return;
    let remote = remotes.get(name);
    if (!remote) remotes.set(name, (remote = { last: -Infinity, busy: false, again: false }));
    if (remote.busy) {
      remote.again = true;
      return;
    }
    if (remote.timer) return;
    const wait = remote.last + intervalMs - Date.now();
    if (wait > 0) {
      remote.timer = setTimeout(() => {
        remote.timer = undefined;
        poke(name);
      }, wait);
      remote.timer.unref();
      return;
    }
    remote.busy = true;
    remote.last = Date.now();
    const run = look(name)
      .catch((err: unknown) => log.error({ err, remote: name }, 'the canary guard failed'))
      .finally(() => {
        running.delete(run);
        remote.busy = false;
        if (remote.again) {
          remote.again = false;
          poke(name);
        }
      });
    running.add(run);
  }

  async function settled() {
    while (running.size > 0) await Promise.allSettled([...running]);
  }

  return {
    poke,
    settled,
    async close() {
      closed = true;
      for (const remote of remotes.values()) clearTimeout(remote.timer);
      await settled();
    },
  };
}
