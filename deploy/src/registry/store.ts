import type { EventCounts } from '../canary/counts.js';
import type { HistoryEntry } from '../history.js';
import type { RegistryState, RemoteState } from './state.js';

/** What one change does: the remote's next state and the history line that says so. */
export interface Transition {
  next: RemoteState;
  entry: HistoryEntry;
}

/**
 * Where the registry and its history live: a file beside the releases on one machine, or
 * PostgreSQL shared by every gateway replica. A change is atomic: it sees the latest state of its
 * remote, and its new state and history line are written together or not at all.
 */
export interface RegistryStore {
  readonly kind: 'file' | 'postgres';
  /** Every remote's state, at most a second old on a shared store. */
  read(): Promise<RegistryState>;
  /** Every remote's state as it is now (commands, never a cache). */
  readFresh(): Promise<RegistryState>;
  /**
   * Runs `decide` on the remote's current state and its history (oldest first); writes what it
   * answers, or nothing when it answers undefined. Answers what was written.
   */
  change(
    name: string,
    decide: (state: RemoteState, history: HistoryEntry[]) => Transition | undefined,
  ): Promise<Transition | undefined>;
  /** The history, oldest first; one remote's when named. */
  history(name?: string): Promise<HistoryEntry[]>;
  /**
   * What the shell reports of the remotes' versions (canary/), kept where the registry is: in this
   * process beside the files, in PostgreSQL beside a shared registry (every replica adds up).
   */
  readonly eventCounts: EventCounts;
  /** Closes the store; a shared store writes the counts it has not written yet first. */
  close(): Promise<void>;
}
