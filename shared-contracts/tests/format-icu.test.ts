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

const namesIn = (icu: string) => [...icu.matchAll(/\{\s*(\w+)/g)].map(([, name]) => name!);

describe('formatIcu', () => {
  it('gives what intl-messageformat gives, for every message of every language', async () => {
    const messages = await everyMessage();
    expect(messages.length).toBeGreaterThan(1000);
    for (const { language, icu } of messages) {
      const values = Object.fromEntries(
        namesIn(icu).map((name, i) => [name, i % 2 ? 1234.5 : `‹${name}›`]),
      );
      const expected = String(
        new IntlMessageFormat(icu, intlLocale(language)).format(values as never),
      );
      expect({ language, icu, text: formatIcu(icu, language, values) }).toEqual({
        language,
        icu,
        text: expected,
      });
    }
  });

  it('leaves numbers, plurals and quoted text to ICU', () => {
    expect(formatIcu('{count, plural, one {# card} other {# cards}}', 'en', { count: 1 })).toBe(
      '1 card',
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
