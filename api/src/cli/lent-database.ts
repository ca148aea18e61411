import type { DatabaseHandle } from '../db/client.js';

/** A database the caller keeps open: a command uses it and leaves it open. */
export const lent = (database: DatabaseHandle): DatabaseHandle => ({
  ...database,
  close: async () => {},
});
