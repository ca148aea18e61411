import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, type Language } from './languages.js';
import { pluralByHand } from './plural-by-hand.js';

const MESSAGE = Symbol.for('tapfolio.message');

/** A text with placeholders: called with its values in order, it gives the English text. */
export interface Message<Args extends unknown[] = never[]> {
  (...args: Args): string;
  /** The ICU MessageFormat source, what every language's catalogue translates. */
  readonly [MESSAGE]: { icu: string; names: readonly string[] };
}

const formats = new Map<string, IntlMessageFormat>();

/** Literal ICU text: an apostrophe quotes only before `{`, `}`, `#`, `|` or another apostrophe. */
const LITERAL = String.raw`(?:[^{}'#]|'(?![{}#|']))*`;
/** A message whose only syntax is `{name}` arguments: no plural, select, number or quoted text. */
const PLAIN_MESSAGE = new RegExp(String.raw`^${LITERAL}(?:\{\s*\w+\s*\}${LITERAL})*$`);
const ARGUMENT = /\{\s*(\w+)\s*\}/g;

/**
 * A plain message with text or a number for every argument, filled in as ICU would: without parsing it or
 * starting the browser's locale data, which the first IntlMessageFormat of a page does (on a
 * mid-range phone a tenth of a second, on the sign-in screen's first render). Undefined where ICU
 * must format (a number, a date, a plural).
 */
function filledIn(icu: string, values: Record<string, unknown>): string | undefined {
  if (!PLAIN_MESSAGE.test(icu)) return undefined;
  let all = true;
  const text = icu.replace(ARGUMENT, (_, name: string) => {
    const value = values[name];
    // ICU writes a plain argument's number as String() does; anything else is its to format.
    if (typeof value !== 'string' && typeof value !== 'number') all = false;
    return String(value);
  });
  return all ? text : undefined;
}

/** An ICU message formatted in a language; the parsed form is kept, the catalogue is read-only. */
export function formatIcu(
  icu: string,
  language: Language,
  values: Record<string, unknown>,
): string {
  const byHand = filledIn(icu, values) ?? pluralByHand(icu, language, values);
  if (byHand !== undefined) return byHand;
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
