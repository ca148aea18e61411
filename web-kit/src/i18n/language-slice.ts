import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language, type LoadedCatalogue } from 'shared-contracts';

export interface LanguageState {
  language: Language;
  /** The language's catalogue, loaded before the language is switched to; null for English. */
  catalogue: LoadedCatalogue | null;
}

export const initialLanguageState: LanguageState = { language: DEFAULT_LANGUAGE, catalogue: null };

/**
 * The person's language, in the shell's store so every remote's screens switch together, with no
 * reload. The catalogue comes with the switch: nothing renders in a language whose texts are not
 * there yet.
 */
export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    languageChanged: (_state, { payload }: PayloadAction<LoadedCatalogue>) => ({
      language: payload.language,
      catalogue: payload.language === DEFAULT_LANGUAGE ? null : payload,
    }),
  },
});

export const { languageChanged } = languageSlice.actions;

/** The language state, or English under a shell that keeps none (older than this contract). */
export const selectLanguageState = (state: unknown): LanguageState =>
  (state as { language?: LanguageState }).language ?? initialLanguageState;
