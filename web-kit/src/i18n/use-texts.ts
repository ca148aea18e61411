import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  loadCatalogue,
  localizeTexts,
  translateText,
  type Language,
  type TextTree,
} from 'shared-contracts';
import { languageChanged, selectLanguageState } from './language-slice';

export const useLanguage = (): Language => useSelector(selectLanguageState).language;

/** A group of the spec's texts (shared-contracts' `defineTexts`) in the person's language. */
export function useTexts<T extends TextTree>(texts: T): T {
  const { catalogue } = useSelector(selectLanguageState);
  return localizeTexts(texts, catalogue ?? undefined);
}

/**
 * Translates a text that arrives already written in English: a field's validation error from the
 * shared schema, a server's message. A text the catalogue does not have is shown as it came.
 */
export function useTranslate(): (text: string) => string {
  const { catalogue } = useSelector(selectLanguageState);
  return useCallback((text: string) => translateText(text, catalogue ?? undefined), [catalogue]);
}

/** Switches every screen to a language once its catalogue has arrived. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const dispatch = useDispatch();
  return useCallback(
    async (language: Language) => {
      dispatch(languageChanged(await loadCatalogue(language)));
    },
    [dispatch],
  );
}
