import { listDate } from '../orders/dates.js';

/**
 * The calendar day in India (YYYY-MM-DD) at `now`: a contact's days (met on, follow up on) are the
 * owner's, in India, on the server (the default "met on", the daily follow-up mail) and on screen.
 */
export const todayInIndia = (now: Date = new Date()): string => listDate(now.toISOString());
