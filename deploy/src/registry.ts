import { readJson, writeJsonAtomic } from './files.js';
import { DeployError } from './errors.js';

/** What the shell reads at boot: for each remote, its current version and its manifest's URL. */
export interface RegistryEntry {
  version: string;
  url: string;
}

export type Registry = Record<string, RegistryEntry>;

// Names and versions become folder names under the releases folder: nothing that could climb out.
const NAME = /^[a-z][a-z0-9-]{0,63}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,127}$/;

export function assertName(name: string | undefined): asserts name is string {
  if (!name || !NAME.test(name)) {
    throw new DeployError(`"${name ?? ''}" is not a remote name (lower-case letters, digits, -)`);
  }
}

export function assertVersion(version: string): void {
  if (!VERSION.test(version)) throw new DeployError(`"${version}" is not a release version`);
}

function isEntry(value: unknown): value is RegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { version, url } = value as Record<string, unknown>;
  return typeof version === 'string' && typeof url === 'string';
}

/** The registry; `{}` before the first release. A malformed file throws rather than serving junk. */
export async function readRegistry(file: string): Promise<Registry> {
  const value = await readJson(file, {});
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file} is not a registry: expected an object of remotes`);
  }
  for (const [name, entry] of Object.entries(value)) {
    if (!isEntry(entry)) throw new Error(`${file}: "${name}" needs a string version and url`);
  }
  return value as Registry;
}

/**
 * Points one remote at `entry`, keeping the others. Read-modify-write is fine: releases are run by
 * one operator or one CI job at a time, and the rename keeps every reader safe.
 */
export async function setRegistryEntry(
  file: string,
  name: string,
  entry: RegistryEntry,
): Promise<Registry> {
  const registry = await readRegistry(file);
  const next = { ...registry, [name]: { version: entry.version, url: entry.url } };
  await writeJsonAtomic(file, next);
  return next;
}
