import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from '@rstest/core';
import {
  englishTexts,
  intlLocale,
  LANGUAGES,
  translatedTexts,
  type Language,
} from '../src/i18n/index.js';
import { formatIcu } from '../src/i18n/message.js';
import { pluralByHand } from '../src/i18n/plural-by-hand.js';

/** Every message of every language. */
async function everyMessage() {
  const english = await englishTexts();
  const all: { language: Language; icu: string }[] = [];
  for (const language of LANGUAGES) {
    const texts = language === 'en' ? english : await translatedTexts(language);
    for (const icu of Object.values(texts)) all.push({ language, icu });
  }
  return all;
}

const icuFormats = new Map<string, IntlMessageFormat>();
/** intl-messageformat's own, parsed once per message and language. */
function icuFormat(icu: string, language: Language) {
  const key = `${language} ${icu}`;
  let format = icuFormats.get(key);
  if (!format) {
    format = new IntlMessageFormat(icu, intlLocale(language));
    icuFormats.set(key, format);
  }
  return format;
}

const namesIn = (icu: string) => [...icu.matchAll(/\{\s*(\w+)/g)].map(([, name]) => name!);

describe('formatIcu', () => {
  it('gives what intl-messageformat gives, for every message of every language', async () => {
    const messages = await everyMessage();
    expect(messages.length).toBeGreaterThan(1000);
    // Counts of every form: 0 and 1 ("one" in Hindi and Bengali), exact matches, the first
    // grouped one, and a fraction; and a text.
    const counts = [0, 1, 2, 21, 999, 1000, 1.5, -1];
    for (const { language, icu } of messages) {
      for (const count of counts) {
        const values = Object.fromEntries(
          namesIn(icu).map((name, i) => [name, i % 2 ? count : `‹${name}›`]),
        );
        const plurals = Object.fromEntries(
          namesIn(icu).map((name) => [
            name,
            icu.includes(`{${name}, plural`) ? count : values[name],
          ]),
        );
        for (const given of [values, plurals]) {
          const expected = String(icuFormat(icu, language).format(given as never));
          expect({ language, icu, given, text: formatIcu(icu, language, given) }).toEqual({
            language,
            icu,
            given,
            text: expected,
          });
        }
      }
    }
  });

  it("fills in a plural of a whole count by hand, in each language's forms", () => {
    const days = '{days} {count, plural, one {day} other {days}}';
    expect(pluralByHand(days, 'en', { days: '1', count: 1 })).toBe('1 day');
    expect(pluralByHand(days, 'en', { days: '0', count: 0 })).toBe('0 days');
    // Hindi and Bengali say "one" of nothing too.
    expect(pluralByHand(days, 'hi', { days: '0', count: 0 })).toBe('0 day');
    expect(pluralByHand(days, 'mr', { days: '0', count: 0 })).toBe('0 days');
    expect(pluralByHand('{n, plural, =0 {none} other {# left}}', 'en', { n: 0 })).toBe('none');
    expect(pluralByHand('{n, plural, =0 {none} other {# left}}', 'en', { n: 7 })).toBe('7 left');
    // ICU's to write: a grouped count, a fraction, a select, quoted text.
    expect(pluralByHand('{n, plural, other {# left}}', 'en', { n: 1000 })).toBeUndefined();
    expect(pluralByHand('{n, plural, other {# left}}', 'en', { n: 1.5 })).toBeUndefined();
    expect(pluralByHand('{g, select, a {A} other {B}}', 'en', { g: 'a' })).toBeUndefined();
    expect(pluralByHand("{n, plural, other {# o''clock}}", 'en', { n: 1 })).toBeUndefined();
  });

  it('leaves numbers, grouped counts and quoted text to ICU', () => {
    expect(formatIcu('{count, plural, one {# card} other {# cards}}', 'en', { count: 1 })).toBe(
      '1 card',
    );
    expect(formatIcu('{count, plural, one {# card} other {# cards}}', 'en', { count: 1000 })).toBe(
      '1,000 cards',
    );
    // A plain argument's number is written as it is, by ICU too; formatted only when asked.
    expect(formatIcu('{n} cards', 'hi', { n: 12000 })).toBe('12000 cards');
    expect(formatIcu('{n, number} cards', 'en', { n: 12000 })).toBe('12,000 cards');
    expect(formatIcu("Type '{name}' here: {name}", 'en', { name: 'Asha' })).toBe(
      'Type {name} here: Asha',
    );
    expect(formatIcu("It's {name}'s card", 'en', { name: 'Asha' })).toBe("It's Asha's card");
    expect(formatIcu("It''s {name}", 'en', { name: 'Asha' })).toBe("It's Asha");
  });
});
