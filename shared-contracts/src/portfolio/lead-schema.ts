import { boolean, object, string, type InferType } from 'yup';
import { emailField, nameLength, optionalPhoneField, text } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import {
  LEAD_COMPANY_MAX_LENGTH,
  LEAD_HONEYPOT_FIELD,
  LEAD_NOTE_MAX_LENGTH,
  leadErrors,
} from './leads.js';

/** POST /portfolio/{userId}/leads. */
export const leadBodySchema = object({
  name: nameLength(leadErrors.nameTooShort).required(leadErrors.nameRequired),
  phoneNumber: optionalPhoneField(),
  email: emailField(leadErrors.contactRequired, leadErrors.emailInvalid)
    .optional()
    .transform((value: unknown) => (value === '' ? undefined : value)),
  company: text().max(LEAD_COMPANY_MAX_LENGTH, leadErrors.companyTooLong).optional(),
  note: text().max(LEAD_NOTE_MAX_LENGTH, leadErrors.noteTooLong).optional(),
  consent: boolean()
    .typeError(leadErrors.consentRequired)
    .required(leadErrors.consentRequired)
    .oneOf([true], leadErrors.consentRequired),
  /** Must arrive empty: the form hides it from people. */
  [LEAD_HONEYPOT_FIELD]: string().typeError('website must be text').max(200).optional(),
})
  .test('phone-or-email', leadErrors.contactRequired, function (lead) {
    if (!lead || lead.phoneNumber || lead.email) return true;
    return this.createError({ path: 'phoneNumber', message: leadErrors.contactRequired });
  })
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type LeadBody = InferType<typeof leadBodySchema>;
