import type { Language } from './languages.js';
import type { SourceTexts } from './source/index.js';
import { flattenTexts, type LoadedCatalogue, type TextTree, type Translation } from './texts.js';

type Translations = Translation<SourceTexts>;

// One chunk per language, fetched only by a person who reads it: English is the code's own texts.
const translations: Record<Exclude<Language, 'en'>, () => Promise<Translations>> = {
  hi: () => import('./catalogues/hi/index.js').then((m) => m.catalogue),
  bn: () => import('./catalogues/bn/index.js').then((m) => m.catalogue),
  mr: () => import('./catalogues/mr/index.js').then((m) => m.catalogue),
  ta: () => import('./catalogues/ta/index.js').then((m) => m.catalogue),
};

/** Flat "group.key" -> text, of a tree of groups (English source or a translation). */
function flattenGroups(groups: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, group] of Object.entries(groups)) {
    for (const [key, text] of Object.entries(flattenTexts(group as TextTree)))
      flat[`${name}.${key}`] = text;
  }
  return flat;
}

/** The English source, flat: what every language translates, key for key. */
export async function englishTexts(): Promise<Record<string, string>> {
  const { sourceTexts } = await import('./source/index.js');
  return flattenGroups(sourceTexts);
}

/** A translation as it is written, flat, for the catalogue tests. */
export async function translatedTexts(language: Exclude<Language, 'en'>) {
  return flattenGroups(await translations[language]());
}

/** A language's catalogue, ready to translate with; English is an empty one (the texts as they are). */
export async function loadCatalogue(language: Language): Promise<LoadedCatalogue> {
  if (language === 'en') return { language, byKey: {}, byText: {} };
  const [english, byKey] = await Promise.all([englishTexts(), translatedTexts(language)]);
  const byText: Record<string, string> = {};
  for (const [key, text] of Object.entries(english)) byText[text] ??= key;
  return { language, byKey, byText };
}
