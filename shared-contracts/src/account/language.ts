/** Not the spec's: PUT /user/language's refusal of a language Tapfolio does not speak. */
export const LANGUAGE_INVALID_MESSAGE = 'Choose one of the languages offered';
