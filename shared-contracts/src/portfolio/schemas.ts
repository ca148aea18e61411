import { object, type InferType } from 'yup';
import { emailField, fullNameField, optionalText, phoneField, text } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { profileAddressSchema } from '../account/schemas.js';
import { validationMessages as m } from '../auth/messages.js';

/**
 * What onboarding may put on the card's work info at once (both optional): the card says who the
 * person is at work from its first day, and the editor's Work section starts from them.
 */
const onboardingWorkInfo = {
  designation: optionalText().default(''),
  companyName: optionalText().default(''),
};

/**
 * Onboarding step 1: name and email are shown read-only; the numbers are the person's to fill,
 * designation and company are optional.
 */
export const onboardingStep1Schema = object({
  name: text(),
  email: text(),
  phoneNumber: phoneField(m.mobileRequired),
  whatsappNumber: phoneField(m.whatsappRequired),
  ...onboardingWorkInfo,
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
  workInfo: object(onboardingWorkInfo)
    .typeError(m.notAnObject)
    .exact(UNKNOWN_FIELDS_MESSAGE)
    .default({ designation: '', companyName: '' }),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type CreatePortfolioRequest = InferType<typeof createPortfolioSchema>;
