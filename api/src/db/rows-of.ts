/** The rows of a raw `db.execute`: node-postgres answers `{ rows }`, PGlite's driver the same; both typed loosely. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
