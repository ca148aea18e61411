/** The languages Tapfolio speaks. English is the default and keeps the spec's texts word for word. */
export const LANGUAGES = ['en', 'hi', 'bn', 'mr', 'ta'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a language picker lists it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  mr: 'मराठी',
  ta: 'தமிழ்',
};

/** The cookie that carries the app's language to the server-rendered pages (login, card, product). */
export const LANGUAGE_COOKIE = 'tapfolio-language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The locale Intl formats with: the language as written in India, with Latin digits whatever the
 * language's own default (Bengali and Marathi would otherwise write ১২ and १२), as Indian apps and
 * phone numbers do.
 */
export const intlLocale = (language: Language): string => `${language}-IN-u-nu-latn`;

/**
 * The best of our languages for an Accept-Language header (or navigator.languages joined), by its
 * q-values; English when none is ours. "hi-IN", "hi" and "HI" are all Hindi.
 */
export function negotiateLanguage(accept: string | readonly string[] | null | undefined): Language {
  const header = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  const ranked = String(header)
    .slice(0, 1000)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, order };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.base))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (ranked[0]?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The language a cookie header names (LANGUAGE_COOKIE), if it is one of ours. */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** A server-rendered page's language: the person's choice in the app (its cookie), else the browser's. */
export const requestLanguage = (headers: {
  cookie?: string | null;
  'accept-language'?: string | null;
}): Language => cookieLanguage(headers.cookie) ?? negotiateLanguage(headers['accept-language']);
