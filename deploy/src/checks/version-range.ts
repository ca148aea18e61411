import semver from 'semver';

/**
 * True when `range` accepts `version` as npm reads ranges, false when not, undefined when either
 * cannot be read (a dist tag such as `latest`).
 */
export function rangeAccepts(range: string, version: string): boolean | undefined {
  if (semver.valid(version) === null || semver.validRange(range) === null) return undefined;
  return semver.satisfies(version, range);
}
