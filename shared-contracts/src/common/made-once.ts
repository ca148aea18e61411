/**
 * A value made the first time it is asked for. For the `Intl` formatters and segmenters a module
 * needs: making one loads the locale's ICU data (a grapheme segmenter took 23 ms on this machine,
 * four times that on a phone), which a module made at import would cost every page that imports
 * it, used or not, before its first paint.
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
