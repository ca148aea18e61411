import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  loadCatalogue,
  negotiateLanguage,
  STORAGE_KEYS,
  type Language,
} from 'shared-contracts';
import { languageChanged, languageSlice, type LanguageState } from '../i18n/language-slice';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The person's choice on this phone, else the first of the browser's languages we speak. */
export function startingLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : negotiateLanguage(navigator.languages ?? []);
}

/**
 * The language the app starts in, with its catalogue: fetched before the first render, so nobody
 * reads English flash into their language. A catalogue that cannot be fetched (offline, with no
 * copy saved) starts the app in English rather than not at all.
 */
export async function loadStartingLanguage(): Promise<LanguageState> {
  const language = startingLanguage();
  if (language === DEFAULT_LANGUAGE) return languageSlice.getInitialState();
  try {
    return languageSlice.reducer(undefined, languageChanged(await loadCatalogue(language)));
  } catch (error) {
    console.error(`The ${language} texts could not be loaded`, error);
    return languageSlice.getInitialState();
  }
}

/** The page says what language it is in: screen readers and fonts follow `lang`. */
export function showLanguage(language: Language) {
  document.documentElement.lang = language;
}

type StartListening = ListenerMiddlewareInstance['startListening'];

/**
 * A chosen language is kept on this phone, and in a cookie the server reads to render the public
 * pages (login, a card, a product) in it before the app boots.
 */
export function addLanguageListeners(startListening: StartListening) {
  startListening({
    actionCreator: languageChanged,
    effect: ({ payload: { language } }) => {
      localStorage.setItem(STORAGE_KEYS.language, language);
      document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
      showLanguage(language);
    },
  });
}
