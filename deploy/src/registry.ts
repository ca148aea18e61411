import {
  RELEASE_VERSION_PATTERN,
  REMOTE_NAME_PATTERN,
  type Registry,
  type RegistryEntry,
} from 'shared-contracts';
import { readJson, writeJsonAtomic } from './files.js';
import { DeployError } from './errors.js';
import { currentRegistry, type CanaryEntry, type RegistryState } from './registry/state.js';

export type { Registry, RegistryEntry };

export function assertName(name: string | undefined): asserts name is string {
  if (!name || !REMOTE_NAME_PATTERN.test(name)) {
    throw new DeployError(`"${name ?? ''}" is not a remote name (lower-case letters, digits, -)`);
  }
}

export function assertVersion(version: string): void {
  if (!RELEASE_VERSION_PATTERN.test(version))
    throw new DeployError(`"${version}" is not a release version`);
}

function isEntry(value: unknown): value is RegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { version, url } = value as Record<string, unknown>;
  return typeof version === 'string' && typeof url === 'string';
}

function isCanary(value: unknown): value is CanaryEntry {
  const percent = (value as { percent?: unknown } | null)?.percent;
  return isEntry(value) && typeof percent === 'number' && percent >= 1 && percent <= 99;
}

/**
 * The registry file, `{ name: { version, url, canary?: { version, url, percent } } }`; `{}` before
 * the first release. A malformed file throws rather than serving junk.
 */
export async function readRegistryState(file: string): Promise<RegistryState> {
  const value = await readJson(file, {});
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file} is not a registry: expected an object of remotes`);
  }
  const state: RegistryState = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!isEntry(entry)) throw new Error(`${file}: "${name}" needs a string version and url`);
    const { canary } = entry as { canary?: unknown };
    if (canary !== undefined && !isCanary(canary)) {
      throw new Error(`${file}: "${name}" has a canary without a version, url and percent 1-99`);
    }
    state[name] = {
      current: { version: entry.version, url: entry.url },
      ...(canary !== undefined && { canary }),
    };
  }
  return state;
}

export async function writeRegistryState(file: string, state: RegistryState): Promise<void> {
  const value: Record<string, RegistryEntry & { canary?: CanaryEntry }> = {};
  for (const [name, { current, canary }] of Object.entries(state)) {
    if (!current) continue;
    value[name] = { version: current.version, url: current.url, ...(canary && { canary }) };
  }
  await writeJsonAtomic(file, value);
}

/** Everyone's registry (the current versions) from the file. */
export const readRegistry = async (file: string): Promise<Registry> =>
  currentRegistry(await readRegistryState(file));

/** Points one remote at `entry`, keeping the others (tests and hand repairs; commands use a store). */
export async function setRegistryEntry(
  file: string,
  name: string,
  entry: RegistryEntry,
): Promise<Registry> {
  const state = await readRegistryState(file);
  await writeRegistryState(file, { ...state, [name]: { current: entry } });
  return readRegistry(file);
}
