/**
 * The remote registry (`remotes.json`): for each remote, its current release version and its
 * manifest's URL. Deploy writes it on every release or rollback; the gateway serves it, inline in
 * the page or on its own; the shell reads it at boot and loads remotes from the URLs it names.
 */
export interface RegistryEntry {
  version: string;
  url: string;
}

export type Registry = Record<string, RegistryEntry>;

/**
 * A remote's name: lower-case letters, digits and `-`, starting with a letter. Names and versions
 * become folder names under deploy's releases folder, so neither may hold anything that could climb
 * out of it (no `/`, no leading `.`).
 */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;
/** A release version: letters, digits, `.`, `+`, `_` and `-`, starting with a letter or digit. */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,127}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a parsed `remotes.json` has the registry's shape: an object whose every value has a
 * string version and url. Names and versions are checked against the patterns where they are
 * written (a release), not here.
 */
export function isRegistry(value: unknown): value is Registry {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (entry) =>
        isRecord(entry) && typeof entry.version === 'string' && typeof entry.url === 'string',
    )
  );
}
