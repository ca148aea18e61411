/**
 * QR codes per client address: the share sheet asks once each time it opens, and a hall of phones
 * behind one carrier address shares the count, so the ceiling is high; a script drawing codes
 * without end is not.
 */
export const QR_RATE_LIMIT = { max: 300, timeWindow: 60_000 };
