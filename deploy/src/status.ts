import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';
import { rollbackTargets, type HistoryEntry } from './history.js';
import { packageDirOf, type Layout } from './paths.js';
import type { RegistryEntry } from './registry.js';
import { fileRegistryStore } from './registry/file-store.js';
import type { CanaryEntry } from './registry/state.js';
import type { RegistryStore } from './registry/store.js';
import { releasedVersions } from './release.js';

export interface RemoteStatus {
  name: string;
  /** Whether `<repo>/<name>/` exists yet. */
  hasPackage: boolean;
  current: RegistryEntry | undefined;
  canary: CanaryEntry | undefined;
  /** The last change: who, when and why. */
  last: HistoryEntry | undefined;
  /** What `rollback <name>` would go back to, first; most recent first. */
  previous: string[];
  /** Released versions (on disk or in the bucket), neither current nor a rollback target. */
  others: string[];
}

export async function statusOf(
  layout: Layout,
  store: RegistryStore = fileRegistryStore(layout),
): Promise<RemoteStatus[]> {
  const state = await store.readFresh();
  const history = await store.history();
  const names = [...new Set([...REMOTE_NAMES, ...Object.keys(state)])];
  return Promise.all(
    names.map(async (name) => {
      const { current, canary } = state[name] ?? {};
      const previous = rollbackTargets(history, name, current?.version);
      const listed = new Set([current?.version, ...previous]);
      const released = await releasedVersions(layout, name);
      return {
        name,
        hasPackage: Boolean(
          await stat(join(packageDirOf(layout, name), 'package.json')).catch(() => false),
        ),
        current,
        canary,
        last: history.filter((entry) => entry.name === name).at(-1),
        previous,
        others: released.filter((version) => !listed.has(version)).sort(),
      };
    }),
  );
}

/** `where`: the releases are in the releases folder (`disk`) or in RELEASES_BUCKET. */
export function formatStatus(statuses: RemoteStatus[], where: 'disk' | 'bucket' = 'disk'): string {
  const width = Math.max(...statuses.map((s) => s.name.length)) + 2;
  const lines: string[] = [];
  for (const s of statuses) {
    const head = s.name.padEnd(width);
    if (!s.current) {
      lines.push(`${head}not released${s.hasPackage ? '' : ' (no package yet)'}`);
    } else {
      lines.push(`${head}${s.current.version}  ${s.current.url}`);
    }
    const indent = ' '.repeat(width);
    if (s.canary) {
      lines.push(`${indent}canary: ${s.canary.version} to ${s.canary.percent}% of visitors`);
    }
    if (s.last) lines.push(`${indent}last: ${describeEntry(s.last)}`);
    if (s.previous.length > 0) lines.push(`${indent}previous: ${s.previous.join(', ')}`);
    if (s.others.length > 0) {
      const also = where === 'disk' ? 'also on disk' : 'also in the bucket';
      lines.push(`${indent}${also}: ${s.others.join(', ')}`);
    }
  }
  return lines.join('\n');
}

/** One history line: `2026-11-23 10:04 release 1.0.0-ab12 by asha: "fixes the cart"`. */
export function describeEntry(entry: HistoryEntry): string {
  const at = entry.at.replace('T', ' ').slice(0, 16);
  const share = entry.percent ? ` to ${entry.percent}%` : '';
  const by = entry.by ? ` by ${entry.by}` : '';
  const note = entry.note ? `: ${JSON.stringify(entry.note)}` : '';
  return `${at} ${entry.action} ${entry.version}${share}${by}${note}`;
}

export function formatHistory(name: string, history: HistoryEntry[]): string {
  if (history.length === 0) return `${name} has no history yet`;
  return history.map(describeEntry).join('\n');
}
