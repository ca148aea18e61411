import { listDate } from 'shared-contracts';

/** The calendar day in India (YYYY-MM-DD) at `now`: a contact's days are the owner's, in India. */
export const todayInIndia = (now: Date): string => listDate(now.toISOString());
