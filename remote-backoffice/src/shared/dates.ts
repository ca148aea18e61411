import { detailDate, indiaClock } from 'shared-contracts';

/**
 * "24/11/2026 10:30": a day and a time in India, where the shop works, whatever the browser's
 * zone, so two people reading the log see the same times. '' when there is no readable instant.
 */
export function dateTime(iso: string | null | undefined): string {
  const day = detailDate(iso);
  if (!day || !iso) return '';
  return `${day} ${indiaClock(new Date(iso))}`;
}
