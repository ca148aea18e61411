import {
  LANGUAGES,
  loadCatalogue,
  localizeTexts,
  negotiateLanguage,
  translateText,
  type Language,
  type LoadedCatalogue,
  type TextTree,
} from 'shared-contracts';

/**
 * The API speaks every language of the catalogues (issue 30): its answers' messages in the
 * request's language, its e-mails in the recipient's. The catalogues are loaded once, at start
 * (`loadCatalogues`, awaited by the errors plugin), and read synchronously after that.
 */
// English is the code's own texts: nothing to load, so an English mail needs no start.
const catalogues = new Map<Language, LoadedCatalogue>([
  ['en', { language: 'en', byKey: {}, byText: {} }],
]);
let loading: Promise<void> | undefined;

export function loadCatalogues(): Promise<void> {
  loading ??= Promise.all(
    LANGUAGES.map(async (language) => catalogues.set(language, await loadCatalogue(language))),
  ).then(() => undefined);
  return loading;
}

export function catalogueOf(language: Language): LoadedCatalogue {
  const catalogue = catalogues.get(language);
  if (!catalogue) throw new Error(`The ${language} catalogue is not loaded (loadCatalogues)`);
  return catalogue;
}

/** The language a request asks for: the app sends the person's on every call. */
export const languageOf = (request: { headers: { 'accept-language'?: string | string[] } }) =>
  negotiateLanguage(request.headers['accept-language']);

/** A group of texts (server-texts.ts and the areas' groups) in a language. */
export const textsIn = <T extends TextTree>(texts: T, language: Language): T =>
  localizeTexts(texts, catalogueOf(language));

/** A text that arrives written in English (an error's message) in a language, if the catalogue has it. */
export const translateIn = (text: string, language: Language): string =>
  translateText(text, catalogueOf(language));

/**
 * A group in a catalogue's language, for a message with placeholders said again in it. A group
 * not (yet) named with defineTexts, or with plain functions, stays English.
 */
export const textsOf = <G extends object>(texts: G, catalogue: LoadedCatalogue): G =>
  localizeTexts(texts as unknown as TextTree, catalogue) as unknown as G;
