/** The months as people in India write them in a short date: "26 Nov", never "11/26". */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A chart's day tick, "26 Nov": the day first, then the month's short English name. Written from
 * a fixed list, not Intl: ICU versions disagree ("Sept" or "Sep") and a device's language must
 * not turn the axis into another script. `seconds` is a UTC midnight: the day in India, as sent.
 */
export const dayTickLabel = (seconds: number) => {
  const date = new Date(seconds * 1000);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
};

/**
 * A whole date as people in India write it, "7 Mar 2025", from the API's calendar day
 * ("2025-03-07"): read as written, never through a Date and the device's zone.
 */
export const calendarDayLabel = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
};
