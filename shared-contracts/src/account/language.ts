import { mixed, object, type InferType } from 'yup';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';

/** Not the spec's: PUT /user/language's refusal of a language Tapfolio does not speak. */
export const LANGUAGE_INVALID_MESSAGE = 'Choose one of the languages offered';

/** PUT /user/language: the language the app, its e-mails and its messages speak to the person. */
export const languageUpdateSchema = object({
  language: mixed<Language>()
    .oneOf([...LANGUAGES], LANGUAGE_INVALID_MESSAGE)
    .required(LANGUAGE_INVALID_MESSAGE),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type LanguageUpdateRequest = InferType<typeof languageUpdateSchema>;
