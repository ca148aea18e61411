import { mixed, object, type InferType } from 'yup';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { LANGUAGE_INVALID_MESSAGE } from './language.js';

/** PUT /user/language: the language the app, its e-mails and its messages speak to the person. */
export const languageUpdateSchema = object({
  language: mixed<Language>()
    .oneOf([...LANGUAGES], LANGUAGE_INVALID_MESSAGE)
    .required(LANGUAGE_INVALID_MESSAGE),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type LanguageUpdateRequest = InferType<typeof languageUpdateSchema>;
