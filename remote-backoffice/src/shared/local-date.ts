/** The browser's calendar day, yyyy-mm-dd, for a file's name: the day the person saved it. */
export function localDate(now: Date = new Date()): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
}
