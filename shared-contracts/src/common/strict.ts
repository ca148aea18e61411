/** The message a request with fields the server does not know gets (yup fills in `unknown`). */
export const UNKNOWN_FIELDS_MESSAGE = 'Unknown field(s): ${properties}';
