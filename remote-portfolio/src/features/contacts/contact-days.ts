import { formatDayMonthYear, type Language } from 'shared-contracts';

/** "12 Mar 2025" for a YYYY-MM-DD day, its month named in the person's language. */
export const formatDay = (day: string, language: Language): string =>
  formatDayMonthYear(`${day}T12:00:00+05:30`, language);

/** A follow-up is due on its day and every day after, until the owner moves or clears it. */
export const isDue = (followUpOn: string | null, today: string): boolean =>
  Boolean(followUpOn && followUpOn <= today);
