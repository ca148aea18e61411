import { object } from 'yup';
import { validationMessages as m } from '../auth/messages.js';
import { passwordMaxLength } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';

/** DELETE /user/account: the password again, so a stolen session cannot end the account. */
export const deleteAccountSchema = object({
  password: passwordMaxLength().required(m.currentPasswordRequired),
}).exact(UNKNOWN_FIELDS_MESSAGE);
