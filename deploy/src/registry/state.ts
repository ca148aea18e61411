import type { RegistryEntry } from '../registry.js';

/** A version served to a share of visitors before it becomes current for all. */
export interface CanaryEntry extends RegistryEntry {
  /** 1-99: the share of visitors, by their stable bucket (visitor-bucket.ts). */
  percent: number;
}

/** What the registry holds of one remote. */
export interface RemoteState {
  current?: RegistryEntry;
  canary?: CanaryEntry;
}

export type RegistryState = Record<string, RemoteState>;

/** One visitor's registry: the canary where the visitor's bucket falls in its share. */
export function registryFor(state: RegistryState, bucket: number): Record<string, RegistryEntry> {
  const registry: Record<string, RegistryEntry> = {};
  for (const [name, { current, canary }] of Object.entries(state)) {
    const entry = canary && bucket < canary.percent ? canary : current;
    if (entry) registry[name] = { version: entry.version, url: entry.url };
  }
  return registry;
}

/** Everyone's registry: the current versions only. */
export const currentRegistry = (state: RegistryState) => registryFor(state, 100);
