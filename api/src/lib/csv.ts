/**
 * CSV as spreadsheets read it (RFC 4180): a cell with a comma, quote or line break is quoted, its
 * quotes doubled.
 */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',');

/**
 * A text a person typed (a name, a note) that a spreadsheet would run as a formula is kept as
 * text: OWASP's advice for CSV injection, a leading apostrophe.
 */
export const safeText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
