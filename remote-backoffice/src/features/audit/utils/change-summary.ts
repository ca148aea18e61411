/** The longest a value is shown before it is cut: a log line, not a document. */
const VALUE_CHARS = 60;
const LINE_CHARS = 240;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** One value in a line of text: "—" for nothing, JSON for a list or an object. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return cut(typeof value === 'object' ? JSON.stringify(value) : String(value), VALUE_CHARS);
}

/**
 * An audit entry's state before and after, in one line: each field that changed as
 * "status: placed → confirmed", a field only after as "code: 7K3QH9DX". '' when there is nothing.
 */
export function changeSummary(before: unknown, after: unknown): string {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    const parts = keys
      .filter((key) => shown(b[key]) !== shown(a[key]))
      .map((key) =>
        key in b ? `${key}: ${shown(b[key])} → ${shown(a[key])}` : `${key}: ${shown(a[key])}`,
      );
    return cut(parts.join('; '), LINE_CHARS);
  }
  if ((before ?? null) === null && (after ?? null) === null) return '';
  return cut(`${shown(before)} → ${shown(after)}`, LINE_CHARS);
}
