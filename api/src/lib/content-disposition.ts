/** What is left of `text` in printable ASCII: accents dropped, other letters left out. */
const asciiOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** RFC 8187 ext-value: UTF-8, percent-encoded outside attr-char. */
const extValue = (text: string) =>
  `UTF-8''${encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * `attachment` with the file's name (RFC 6266): `filename` in plain ASCII for every client, and
 * `filename*` with the real name when it is not plain ASCII. `fallback` stands in for a name with
 * no ASCII letters at all.
 */
export function attachment(fileName: string, fallback: string): string {
  const dot = fileName.lastIndexOf('.');
  const [base, extension] =
    dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const ascii = `${asciiOf(base) || fallback}${asciiOf(extension)}`;
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=${extValue(fileName)}`;
}
