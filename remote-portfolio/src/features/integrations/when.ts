import { intlLocale, type Language } from 'shared-contracts';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "12 Mar 2025, 3:05 pm" in India's time, its month named in the person's language: a delivery
 * is retried within hours, so its time matters as much as its day.
 */
export function when(iso: string, language: Language): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(language, format);
  }
  return format.format(instant);
}
