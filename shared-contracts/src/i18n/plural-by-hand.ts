import type { Language } from './languages.js';

/**
 * Whether a whole count takes a language's "one" form (CLDR's cardinal rules; each of our
 * languages has only "one" and "other"): Hindi and Bengali say "one" of 0 too.
 */
const TAKES_ONE: Record<Language, (count: number) => boolean> = {
  en: (count) => count === 1,
  hi: (count) => count === 0 || count === 1,
  bn: (count) => count === 0 || count === 1,
  mr: (count) => count === 1,
  ta: (count) => count === 1,
};

/** Below this a count's `#` is its digits as they are: from 1,000 ICU groups them. */
const UNGROUPED_BELOW = 1000;

type Part = string | { arg: string } | { count: true } | { plural: string; forms: Forms };
type Forms = Record<string, Part[]>;

const NAME = /^\s*(\w+)\s*/;
const FORM_KEY = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/;

/**
 * `{count, plural, one {# card} other {# cards}}` and `{name}` arguments in literal text, read
 * into parts; undefined for anything else ICU knows (quoted text, selects, numbers, dates, a
 * plural in a plural, an offset), which is ICU's to format.
 */
function parse(icu: string): Part[] | undefined {
  if (icu.includes("'")) return undefined;
  let at = 0;
  const parts = (inForm: boolean): Part[] | undefined => {
    const read: Part[] = [];
    while (at < icu.length) {
      const char = icu[at]!;
      if (char === '}') return inForm ? read : undefined;
      if (char === '#' && inForm) {
        read.push({ count: true });
        at++;
      } else if (char === '{') {
        const name = NAME.exec(icu.slice(at + 1));
        if (!name) return undefined;
        at += 1 + name[0].length;
        if (icu[at] === '}') {
          read.push({ arg: name[1]! });
          at++;
          continue;
        }
        const kind = /^,\s*plural\s*,/.exec(icu.slice(at));
        if (!kind || inForm) return undefined;
        at += kind[0].length;
        const forms: Forms = {};
        for (;;) {
          const key = FORM_KEY.exec(icu.slice(at));
          if (!key) break;
          at += key[0].length;
          const form = parts(true);
          if (!form || icu[at] !== '}') return undefined;
          at++;
          forms[key[1]!] = form;
        }
        const end = /^\s*\}/.exec(icu.slice(at));
        if (!end || !forms.other) return undefined;
        at += end[0].length;
        read.push({ plural: name[1]!, forms });
      } else {
        const next = icu.slice(at).search(inForm ? /[{}#]/ : /[{}]/);
        const text = next < 0 ? icu.slice(at) : icu.slice(at, at + next);
        read.push(text);
        at += text.length;
      }
    }
    return inForm ? undefined : read;
  };
  const read = parts(false);
  return read && at === icu.length ? read : undefined;
}

const parsed = new Map<string, Part[] | null>();

/**
 * A message of plain arguments and plurals of a whole count under 1,000, filled in as ICU would:
 * without starting the browser's locale data, which the first IntlMessageFormat or PluralRules
 * of a page does (30-60 ms of main thread on a desktop, four times that on a phone: most of a
 * product page's hydration, for its delivery line's "days"). Undefined for anything else; a test
 * holds it to ICU's answer for every message of every language.
 */
export function pluralByHand(
  icu: string,
  language: Language,
  values: Record<string, unknown>,
): string | undefined {
  let parts = parsed.get(icu);
  if (parts === undefined) {
    parts = parse(icu) ?? null;
    parsed.set(icu, parts);
  }
  if (!parts) return undefined;
  const fill = (list: Part[], count?: number): string | undefined => {
    let text = '';
    for (const part of list) {
      if (typeof part === 'string') text += part;
      else if ('count' in part) text += String(count);
      else if ('arg' in part) {
        const value = values[part.arg];
        if (typeof value !== 'string' && typeof value !== 'number') return undefined;
        text += String(value);
      } else {
        const value = values[part.plural];
        if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
        if (value < 0 || value >= UNGROUPED_BELOW) return undefined;
        const form =
          part.forms[`=${value}`] ??
          (TAKES_ONE[language](value) ? part.forms.one : undefined) ??
          part.forms.other!;
        const filled = fill(form, value);
        if (filled === undefined) return undefined;
        text += filled;
      }
    }
    return text;
  };
  return fill(parts);
}
