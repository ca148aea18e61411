import { DEFAULT_LANGUAGE, isLanguage, loadCatalogue, type Language } from 'shared-contracts';
import { languageChanged, languageSlice, type LanguageState } from '../../i18n/language-slice';

/** The page's language (the gateway rendered the screen in it) with its texts. */
export async function pageLanguage(): Promise<LanguageState> {
  const lang = document.documentElement.lang;
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (language === DEFAULT_LANGUAGE) return languageSlice.getInitialState();
  return languageSlice.reducer(undefined, languageChanged(await loadCatalogue(language)));
}
