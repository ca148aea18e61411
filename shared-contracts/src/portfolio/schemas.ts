import { object, type InferType } from 'yup';
import { emailField, fullNameField, phoneField, text } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { profileAddressSchema } from '../account/schemas.js';
import { validationMessages as m } from '../auth/messages.js';

/** Onboarding step 1: name and email are shown read-only; the numbers are the person's to fill. */
export const onboardingStep1Schema = object({
  name: text(),
  email: text(),
  phoneNumber: phoneField(m.mobileRequired),
  whatsappNumber: phoneField(m.whatsappRequired),
});
export type OnboardingStep1Form = InferType<typeof onboardingStep1Schema>;

/** Onboarding step 2: district and state are read-only, filled from the pincode. */
export const onboardingStep2Schema = profileAddressSchema;
export type OnboardingStep2Form = InferType<typeof onboardingStep2Schema>;

export const createPortfolioSchema = object({
  personalInfo: object({
    name: fullNameField(m.signupNameRequired, m.signupNameTooShort),
    email: emailField(m.signupEmailRequired, m.signupEmailInvalid),
    phoneNumber: phoneField(m.mobileRequired),
    whatsappNumber: phoneField(m.whatsappRequired),
  })
    .typeError(m.notAnObject)
    .exact(UNKNOWN_FIELDS_MESSAGE),
  addressInfo: profileAddressSchema,
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type CreatePortfolioRequest = InferType<typeof createPortfolioSchema>;
