import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from '@rstest/core';
import {
  englishTexts,
  LANGUAGES,
  textsNamespace,
  translatedTexts,
  type Language,
} from '../src/i18n/index.js';
import { sourceTexts } from '../src/i18n/source/index.js';

const translations = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/** Every argument a message names, inside plurals and selects too, sorted. */
function placeholders(icu: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(String(element.value));
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(icu));
  return [...names].sort();
}

// Names and words every language keeps as they are: the product's, its partners' and the web's,
// and the CSV header a spreadsheet must carry word for word.
const KEPT_WORDS =
  /\b(Tapfolio|WhatsApp|Instagram|LinkedIn|Facebook|YouTube|Twitter|X|Google|Apple|Wallet|Gmail|Outlook|Pinterest|Threads|Zoom|Meet|Teams|Safari|Android|iPhone|IP|Razorpay|UPI|NFC|QR|GST|GSTIN|PAN|PDF|CSV|vCard|URL|API|OTP|ID|INR|MRP|PNG|JPG|JPEG|WebP|SVG|HTML|JSON|MB|KB|px|https?|www|example|com|in|Rs|Idempotency-Key|HSN|CGST|SGST|IGST|Z)\b|\((name, email, designation, phone)\)/g;

/** The words a message shows: its literal text, in every branch of a plural or select. */
function literalsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if ('options' in element)
        return Object.values(element.options)
          .map((option) => literalsOf(option.value))
          .join(' ');
      if (element.type === TYPE.tag) return literalsOf(element.children);
      return ' ';
    })
    .join('');
}

/** What is left of a text once its placeholders, kept words, numbers and punctuation are gone. */
const englishWordsIn = (text: string) =>
  literalsOf(parse(text))
    .replace(KEPT_WORDS, ' ')
    .replace(/[^A-Za-z]+/g, ' ')
    .trim();

describe('the catalogues', () => {
  it('name each group of English texts as its catalogue key', () => {
    for (const [name, group] of Object.entries(sourceTexts))
      expect(textsNamespace(group as object)).toBe(name);
  });

  it('parse every English text as ICU MessageFormat', async () => {
    for (const [key, text] of Object.entries(await englishTexts()))
      expect(() => parse(text), key).not.toThrow();
  });

  for (const language of translations) {
    describe(language, () => {
      it('has every English key and no other', async () => {
        const english = Object.keys(await englishTexts()).sort();
        expect(Object.keys(await translatedTexts(language)).sort()).toEqual(english);
      });

      it('keeps every placeholder of the English text, and adds none', async () => {
        const english = await englishTexts();
        for (const [key, text] of Object.entries(await translatedTexts(language)))
          expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
      });

      it('leaves no English words untranslated, but for names kept as they are', async () => {
        const untranslated = Object.entries(await translatedTexts(language))
          .filter(([, text]) => englishWordsIn(text) !== '')
          .map(([key, text]) => `${key}: ${text}`);
        expect(untranslated).toEqual([]);
      });
    });
  }
});
