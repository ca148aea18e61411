import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext, useDispatch } from 'react-redux';
import {
  loadCatalogue,
  localizeTexts,
  translateText,
  type Language,
  type TextTree,
} from 'shared-contracts';
import {
  initialLanguageState,
  languageChanged,
  selectLanguageState,
  type LanguageState,
} from './language-slice';

const noSubscription = () => () => {};
const english = () => initialLanguageState;

/**
 * The language state, English where no store is above (a server render of the card, a component
 * test without one): a text component never needs a store to show its English.
 */
function useLanguageState(): LanguageState {
  const store = useContext(ReactReduxContext)?.store;
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store ? () => selectLanguageState(store.getState()) : english,
    store ? () => selectLanguageState(store.getState()) : english,
  );
}

export const useLanguage = (): Language => useLanguageState().language;

/** A group of the spec's texts (shared-contracts' `defineTexts`) in the person's language. */
export function useTexts<T extends TextTree>(texts: T): T {
  const { catalogue } = useLanguageState();
  return localizeTexts(texts, catalogue ?? undefined);
}

/**
 * Translates a text that arrives already written in English: a field's validation error from the
 * shared schema, a server's message. A text the catalogue does not have is shown as it came.
 */
export function useTranslate(): (text: string) => string {
  const { catalogue } = useLanguageState();
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
