import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, type Language } from './languages.js';

const MESSAGE = Symbol.for('tapfolio.message');

/** A text with placeholders: called with its values in order, it gives the English text. */
export interface Message<Args extends unknown[] = never[]> {
  (...args: Args): string;
  /** The ICU MessageFormat source, what every language's catalogue translates. */
  readonly [MESSAGE]: { icu: string; names: readonly string[] };
}

const formats = new Map<string, IntlMessageFormat>();

/** An ICU message formatted in a language; the parsed form is kept, the catalogue is read-only. */
export function formatIcu(
  icu: string,
  language: Language,
  values: Record<string, unknown>,
): string {
  const key = `${language}\u0000${icu}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(icu, intlLocale(language));
    formats.set(key, format);
  }
  return String(format.format(values as never));
}

/**
 * A text with placeholders, written once as ICU MessageFormat so every language can translate it
 * whole (word order, plurals): `message<[date: string]>('Order placed on {date}', 'date')` is
 * called `placedOn('24/11/2026')`. The names give the call's arguments their ICU names, in order.
 */
/*#__NO_SIDE_EFFECTS__*/
export function message<Args extends unknown[]>(icu: string, ...names: string[]): Message<Args> {
  const fn = (...args: Args) =>
    formatIcu(icu, 'en', Object.fromEntries(names.map((name, i) => [name, args[i]])));
  return Object.assign(fn, { [MESSAGE]: { icu, names } }) as unknown as Message<Args>;
}

export function messageSource(
  value: unknown,
): { icu: string; names: readonly string[] } | undefined {
  return typeof value === 'function' ? (value as Partial<Message<unknown[]>>)[MESSAGE] : undefined;
}
