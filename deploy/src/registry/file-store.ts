import { stat } from 'node:fs/promises';
import { memoryEventCounts } from '../canary/counts.js';
import { appendHistory, readHistory, type HistoryEntry } from '../history.js';
import { historyFileOf, registryFileOf } from '../paths.js';
import { readRegistryState, writeRegistryState } from '../registry.js';
import type { RegistryStore, Transition } from './store.js';
import type { RegistryState, RemoteState } from './state.js';

/**
 * The registry as files in the releases folder (remotes.json, history.json): one machine, one
 * gateway. Changes made by this process are queued one after another; a release is one operator's
 * command at a time, and the atomic rename keeps every reader safe.
 */
export function fileRegistryStore(layout: { releasesDir: string }): RegistryStore {
  const registryFile = registryFileOf(layout);
  const historyFile = historyFileOf(layout);
  let queue: Promise<unknown> = Promise.resolve();
  let cached: { key: string; state: Promise<RegistryState> } | undefined;
  /** The look that is under way: requests arriving meanwhile share it rather than stat again. */
  let looking: Promise<RegistryState> | undefined;

  const look = async (): Promise<RegistryState> => {
    const info = await stat(registryFile).catch(() => undefined);
    if (!info) return {};
    const key = `${info.mtimeMs}:${info.size}:${info.ino}`;
    if (cached?.key !== key) {
      const state = readRegistryState(registryFile);
      cached = { key, state };
      state.catch(() => {
        if (cached?.state === state) cached = undefined;
      });
    }
    return cached.state;
  };

  return {
    kind: 'file',
    // Every request asks: one stat (shared by the requests that ask while it runs; a card under
    // load asked twice per page, 12% of the gateway's time), and the file is parsed again only
    // when it changed.
    read() {
      looking ??= look().finally(() => {
        looking = undefined;
      });
      return looking;
    },
    readFresh: () => readRegistryState(registryFile),
    change(name, decide) {
      const run = async (): Promise<Transition | undefined> => {
        const state = await readRegistryState(registryFile);
        const history = (await readHistory(historyFile)).filter((entry) => entry.name === name);
        const transition = decide(state[name] ?? {}, history);
        if (!transition) return undefined;
        const next: RemoteState = transition.next;
        const others = { ...state };
        delete others[name];
        const keep = next.current || next.canary;
        await writeRegistryState(registryFile, keep ? { ...others, [name]: next } : others);
        await appendHistory(historyFile, transition.entry);
        return transition;
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
    async history(name) {
      const history = await readHistory(historyFile);
      return name ? history.filter((entry: HistoryEntry) => entry.name === name) : history;
    },
    // One machine, one gateway: its counts need not outlive it.
    eventCounts: memoryEventCounts(),
    close: async () => {},
  };
}
