import { readJson, writeJsonAtomic } from './files.js';

/**
 * `canary` starts serving a version to a share of visitors, `promote` makes it current for all,
 * `canary-end` stops it (a rollback, by hand or by the canary guard).
 */
export type HistoryAction = 'release' | 'rollback' | 'point' | 'canary' | 'promote' | 'canary-end';

export interface HistoryEntry {
  name: string;
  version: string;
  /** ISO 8601 time of the change. */
  at: string;
  action: HistoryAction;
  /** Only for `point`: the manifest URL, which no release folder holds. */
  url?: string;
  /** Who made the change: `--by`, else the git author, else $USER; the canary guard names itself. */
  by?: string;
  /** Why (`--note`); the canary guard writes the failure rates it saw. */
  note?: string;
  /** For `canary`: the share of visitors. */
  percent?: number;
}

/** The actions that change what everyone runs; a canary is not current until promoted. */
const MAKES_CURRENT = new Set<HistoryAction>(['release', 'rollback', 'promote']);

export async function readHistory(file: string): Promise<HistoryEntry[]> {
  const value = await readJson(file, []);
  if (!Array.isArray(value)) throw new Error(`${file} is not a history: expected an array`);
  return value as HistoryEntry[];
}

export async function appendHistory(file: string, entry: HistoryEntry): Promise<void> {
  const history = await readHistory(file);
  await writeJsonAtomic(file, [...history, entry]);
}

/**
 * The versions `rollback` may go back to, most recent first. History is replayed as a stack: a
 * release pushes its version, a rollback pops back to its target. So rolling back twice walks
 * further back (C -> B -> A) instead of bouncing between the last two. `point` entries are left
 * out: a dev server is a detour, not a release to return to.
 */
export function rollbackTargets(history: HistoryEntry[], name: string, current?: string): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    if (entry.name !== name || !MAKES_CURRENT.has(entry.action)) continue;
    if (entry.action === 'rollback') {
      const at = stack.lastIndexOf(entry.version);
      if (at >= 0) stack.length = at + 1;
      else stack.push(entry.version);
    } else if (stack.at(-1) !== entry.version) {
      stack.push(entry.version);
    }
  }
  // When the registry points elsewhere (a dev server, a hand edit), every release is behind it.
  const at = current === undefined ? -1 : stack.lastIndexOf(current);
  const behind = at >= 0 ? stack.slice(0, at) : stack;
  return [...new Set(behind.reverse())].filter((version) => version !== current);
}
