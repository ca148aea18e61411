import { formatIcu, messageSource, type Message } from './message.js';
import { DEFAULT_LANGUAGE, type Language } from './languages.js';

const NAMESPACE = Symbol.for('tapfolio.texts');

/** A group of English texts: strings, messages with placeholders, or groups of them. */
export type TextTree = { readonly [key: string]: string | Message<never[]> | TextTree };

/** What a language's catalogue holds for a group: an ICU string for every text, nested alike. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: never[]) => string
      ? string
      : Translation<T[K]>;
};

/** One language's whole catalogue, flat: "authTexts.loginHeading" -> its ICU text. */
export interface LoadedCatalogue {
  language: Language;
  byKey: Readonly<Record<string, string>>;
  /** Every English text -> its key, to translate a text that arrives already written (a toast). */
  byText: Readonly<Record<string, string>>;
}

/**
 * Names a group of the spec's texts for the catalogues: `defineTexts('authTexts', {...})`. The
 * object stays what it was (English, used as is); its name is the prefix of its keys.
 */
// Marked free of side effects for the minifier: a bundle that imports a module for another of its
// exports (the service worker, saved-copy's paths) drops the texts it never reads.
/*#__NO_SIDE_EFFECTS__*/
export function defineTexts<const T extends TextTree>(namespace: string, texts: T): T {
  Object.defineProperty(texts, NAMESPACE, { value: namespace, enumerable: false });
  return texts;
}

export const textsNamespace = (texts: object): string | undefined =>
  (texts as { [NAMESPACE]?: string })[NAMESPACE];

/** Every text of a group by its flat key ("tracking.placedOn"), English ICU. */
export function flattenTexts(texts: TextTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (typeof value === 'function') {
      const source = messageSource(value);
      if (source) flat[path] = source.icu;
    } else Object.assign(flat, flattenTexts(value, path));
  }
  return flat;
}

const localized = new WeakMap<object, WeakMap<LoadedCatalogue, unknown>>();

function translateTree(
  texts: TextTree,
  prefix: string,
  catalogue: LoadedCatalogue,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}.${key}`;
    const translated = catalogue.byKey[path];
    if (typeof value === 'string') out[key] = translated ?? value;
    else if (typeof value === 'function') {
      const source = messageSource(value);
      out[key] =
        source && translated !== undefined
          ? (...args: unknown[]) =>
              formatIcu(
                translated,
                catalogue.language,
                Object.fromEntries(source.names.map((name, i) => [name, args[i]])),
              )
          : value;
    } else out[key] = translateTree(value, path, catalogue);
  }
  return out;
}

/**
 * A group of texts in a language: the same shape, each text translated when the catalogue has it,
 * the English otherwise (a remote released with a text the loaded catalogue does not know yet).
 */
export function localizeTexts<T extends TextTree>(
  texts: T,
  catalogue: LoadedCatalogue | undefined,
): T {
  const namespace = textsNamespace(texts);
  if (!catalogue || catalogue.language === DEFAULT_LANGUAGE || !namespace) return texts;
  let byCatalogue = localized.get(texts);
  if (!byCatalogue) localized.set(texts, (byCatalogue = new WeakMap()));
  let result = byCatalogue.get(catalogue) as T | undefined;
  if (!result) {
    result = translateTree(texts, namespace, catalogue) as T;
    byCatalogue.set(catalogue, result);
  }
  return result;
}

/**
 * A text that arrives written in English (a toast, a field's validation error, a server message)
 * in the catalogue's language, when it is one of the catalogue's texts without placeholders.
 */
export function translateText(text: string, catalogue: LoadedCatalogue | undefined): string {
  if (!catalogue || catalogue.language === DEFAULT_LANGUAGE) return text;
  const key = catalogue.byText[text];
  return (key && catalogue.byKey[key]) ?? text;
}
