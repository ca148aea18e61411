import { detailDate, madeOnce, ORDER_TIME_ZONE } from 'shared-contracts';

const clock = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ORDER_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * "24/11/2026 10:30": a day and a time in India, where the shop works, whatever the browser's
 * zone, so two people reading the log see the same times. '' when there is no readable instant.
 */
export function dateTime(iso: string | null | undefined): string {
  const day = detailDate(iso);
  if (!day || !iso) return '';
  const parts = Object.fromEntries(
    clock()
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${day} ${parts.hour}:${parts.minute}`;
}
