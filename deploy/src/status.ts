import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readHistory, rollbackTargets } from './history.js';
import { historyFileOf, packageDirOf, registryFileOf, REMOTES, type Layout } from './paths.js';
import { readRegistry, type RegistryEntry } from './registry.js';
import { releasedVersions } from './release.js';

export interface RemoteStatus {
  name: string;
  /** Whether `<repo>/<name>/` exists yet. */
  hasPackage: boolean;
  current: RegistryEntry | undefined;
  /** What `rollback <name>` would go back to, first; most recent first. */
  previous: string[];
  /** Released versions on disk that are neither current nor a rollback target. */
  others: string[];
}

export async function statusOf(layout: Layout): Promise<RemoteStatus[]> {
  const registry = await readRegistry(registryFileOf(layout));
  const history = await readHistory(historyFileOf(layout));
  const names = [...new Set([...REMOTES, ...Object.keys(registry)])];
  return Promise.all(
    names.map(async (name) => {
      const current = registry[name];
      const previous = rollbackTargets(history, name, current?.version);
      const listed = new Set([current?.version, ...previous]);
      const released = await releasedVersions(layout, name);
      return {
        name,
        hasPackage: Boolean(
          await stat(join(packageDirOf(layout, name), 'package.json')).catch(() => false),
        ),
        current,
        previous,
        others: released.filter((version) => !listed.has(version)).sort(),
      };
    }),
  );
}

export function formatStatus(statuses: RemoteStatus[]): string {
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
    if (s.previous.length > 0) lines.push(`${indent}previous: ${s.previous.join(', ')}`);
    if (s.others.length > 0) lines.push(`${indent}also on disk: ${s.others.join(', ')}`);
  }
  return lines.join('\n');
}
