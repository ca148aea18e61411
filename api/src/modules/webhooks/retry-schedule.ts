const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits after the 1st, 2nd, ... failed attempt; the last is repeated. */
export const RETRY_WAITS_MS = [
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
];

/** As Razorpay does: an event is retried for 24 hours after it was made, then given up. */
export const RETRY_WINDOW_MS = 24 * HOUR;

/**
 * When to try again after `attempts` failed attempts, or undefined to give up. The last attempt
 * is made at the end of the window itself, never later.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | undefined {
  const deadline = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return undefined;
  const wait = RETRY_WAITS_MS[Math.min(Math.max(attempts, 1), RETRY_WAITS_MS.length) - 1]!;
  return new Date(Math.min(now.getTime() + wait, deadline));
}
