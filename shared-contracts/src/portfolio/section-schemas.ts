import { array, boolean, mixed, object, type InferType } from 'yup';
import { MAX_SERVICES, PORTFOLIO_THEMES } from '../common/constants.js';
import {
  emailField,
  fullNameField,
  lowerText,
  optionalText,
  phoneField,
  requiredText,
  text,
} from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { addressRules, addressSchema } from '../account/address-schemas.js';
import { validationMessages as m } from '../auth/messages.js';
import { portfolioValidation as v } from './messages.js';
import {
  invalidSocialMessage,
  isSocialSource,
  normaliseSocialLink,
  normaliseWebsite,
  SOCIAL_SOURCES,
} from './social.js';
import { CONTACT_FIELDS, type ContactField } from './visibility.js';

/** A switch: true or false, never "yes" or 1 (a form that sent those has a bug worth seeing). */
const switchField = () => boolean().strict().typeError(v.switchInvalid).optional();

/** Keys the server makes for uploads: `{folder}/{userId}/{fileId}.{jpg|png}`. */
export const FILE_KEY_PATTERN =
  /^(portfolios|services)\/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\.(jpg|png)$/;

/** An uploaded image, or null when cleared. */
export const fileRefField = () =>
  object({
    key: text().required(v.invalidImage).matches(FILE_KEY_PATTERN, v.invalidImage),
    name: optionalText(),
  })
    .typeError(v.invalidImage)
    .exact(UNKNOWN_FIELDS_MESSAGE)
    .nullable()
    .default(null);

/** A website: optional; saved as an http(s) URL, https:// added when no scheme is typed. */
export const websiteField = () =>
  text()
    .default('')
    .transform((value: unknown) =>
      typeof value === 'string' && value ? (normaliseWebsite(value) ?? value) : (value ?? ''),
    )
    .test('website', v.invalidUrl, (value) => !value || normaliseWebsite(value) === value);

export const personalInfoSchema = object({
  name: fullNameField(m.signupNameRequired, m.signupNameTooShort),
  email: emailField(m.signupEmailRequired, v.invalidEmail),
  phoneNumber: phoneField(m.mobileRequired),
  whatsappNumber: phoneField(m.whatsappRequired),
  profilePicture: fileRefField(),
  bannerImage: fileRefField(),
})
  .typeError(m.notAnObject)
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type PersonalInfoForm = InferType<typeof personalInfoSchema>;

export const workInfoSchema = object({
  companyName: requiredText(v.companyNameRequired),
  designation: requiredText(v.designationRequired),
  workEmail: emailField(v.workEmailRequired, v.invalidEmail),
  primaryWebsite: websiteField(),
  secondaryWebsite: websiteField(),
  companyLogo: fileRefField(),
})
  .typeError(m.notAnObject)
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type WorkInfoForm = InferType<typeof workInfoSchema>;

/** The address section: the address without its contact or landmark, its place found. */
export const portfolioAddressSchema = addressSchema
  .pick(['buildingName', 'area', 'pincode', 'district', 'state', 'country'])
  .shape({
    district: addressRules.district.required(v.districtRequired),
    state: addressRules.state.required(v.stateRequired),
    country: addressRules.country.required(v.countryRequired),
  })
  .typeError(m.notAnObject)
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type PortfolioAddressForm = InferType<typeof portfolioAddressSchema>;

/** One saved link: a known source on its own hosts, any other source on any web address. */
export const socialLinkSchema = object({
  _id: text().max(64, 'Invalid link id').optional(),
  source: lowerText()
    .required('Choose where the link goes')
    .max(30, 'Must be at most 30 characters'),
  visible: switchField(),
  link: text()
    .required(v.invalidUrl)
    .when('source', ([source]: unknown[], schema) =>
      schema.transform((value: unknown) => {
        if (typeof value !== 'string') return value;
        const normalised =
          typeof source === 'string' && isSocialSource(source.toLowerCase())
            ? normaliseSocialLink(source.toLowerCase() as never, value)
            : normaliseWebsite(value);
        return normalised ?? value;
      }),
    )
    .test('on-its-host', v.invalidUrl, function (value) {
      const source = String(this.parent?.source ?? '').toLowerCase();
      if (!value) return true;
      if (isSocialSource(source)) {
        return (
          normaliseSocialLink(source, value) === value ||
          this.createError({ message: invalidSocialMessage(source) })
        );
      }
      return normaliseWebsite(value) === value;
    }),
}).exact(UNKNOWN_FIELDS_MESSAGE);

export const socialMediaSchema = array(socialLinkSchema)
  .typeError(v.socialAtLeastOne)
  .min(1, v.socialAtLeastOne)
  .max(SOCIAL_SOURCES.length + 3, 'Too many links');

/** The social page's form: one input per known source. */
export const socialFormSchema = object(
  Object.fromEntries(
    SOCIAL_SOURCES.map((source) => [
      source,
      text()
        .default('')
        .test(
          'on-its-host',
          invalidSocialMessage(source),
          (value) => !value || normaliseSocialLink(source, value) !== null,
        ),
    ]),
  ) as unknown as Record<(typeof SOCIAL_SOURCES)[number], ReturnType<typeof text>>,
).test('at-least-one', v.socialAtLeastOne, (values) =>
  Object.values(values ?? {}).some((value) => typeof value === 'string' && value.trim() !== ''),
);
export type SocialForm = Record<(typeof SOCIAL_SOURCES)[number], string>;

/** About (decision 4): heading and description may be empty, and are then saved as null. */
const nullableText = (max: number, message: string) =>
  text()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .max(max, message)
    .default(null);

export const aboutSchema = object({
  heading: nullableText(80, 'Must be at most 80 characters'),
  description: nullableText(1000, v.longText),
})
  .typeError(m.notAnObject)
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type AboutForm = InferType<typeof aboutSchema>;

export const serviceSchema = object({
  _id: text().optional(),
  heading: requiredText(v.serviceTitleRequired),
  description: text()
    .required(v.serviceDescriptionRequired)
    .max(500, 'Must be at most 500 characters'),
  image: fileRefField(),
})
  .typeError(m.notAnObject)
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type ServiceForm = InferType<typeof serviceSchema>;

/** POST /portfolio-service/{portfolioId} and PATCH /portfolio-service/user/{id}. */
export const serviceRequestSchema = serviceSchema.omit(['_id']);
/** Only what changes; a field that is sent may not be blank, and an omitted image stays as it is. */
export const serviceUpdateSchema = object({
  heading: requiredText(v.serviceTitleRequired).optional(),
  description: text()
    .max(500, 'Must be at most 500 characters')
    .optional()
    .test(
      'not-blank',
      v.serviceDescriptionRequired,
      (value) => value === undefined || value !== '',
    ),
  image: fileRefField().optional().default(undefined),
})
  .exact(UNKNOWN_FIELDS_MESSAGE)
  .test('at-least-one', m.atLeastOneField, (value) =>
    Object.values(value ?? {}).some((field) => field !== undefined),
  );

/** The services page: the heading, then one to three services, each with heading and description. */
export const servicesSectionSchema = object({
  serviceHeading: requiredText(v.serviceHeadingRequired),
  services: array(serviceSchema)
    .min(1, v.servicesAtLeastOne)
    .max(MAX_SERVICES, v.servicesAtMost)
    .required(v.servicesAtLeastOne),
});
export type ServicesSectionForm = InferType<typeof servicesSectionSchema>;

/** The public card's switches that change: only the fields named, each shown (true) or hidden. */
export const visibilitySchema = object(
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, switchField()])) as Record<
    ContactField,
    ReturnType<typeof switchField>
  >,
)
  .typeError(m.notAnObject)
  .exact(UNKNOWN_FIELDS_MESSAGE);

/** PATCH /portfolio: only the sections that changed, at least one. */
export const updatePortfolioSchema = object({
  personalInfo: personalInfoSchema.optional().default(undefined),
  workInfo: workInfoSchema.optional().default(undefined),
  addressInfo: portfolioAddressSchema.optional().default(undefined),
  about: aboutSchema.optional().default(undefined),
  serviceHeading: text().max(80, 'Must be at most 80 characters').nullable().optional(),
  services: array(serviceSchema).max(MAX_SERVICES, v.servicesAtMost).optional().default(undefined),
  socialMedia: socialMediaSchema.optional().default(undefined),
  theme: mixed<(typeof PORTFOLIO_THEMES)[number]>()
    .oneOf([...PORTFOLIO_THEMES], v.themeInvalid)
    .optional(),
  visibility: visibilitySchema.optional().default(undefined),
  searchable: switchField(),
})
  .exact(UNKNOWN_FIELDS_MESSAGE)
  .test('at-least-one', m.atLeastOneField, (value) =>
    Object.values(value ?? {}).some((field) => field !== undefined),
  );
export type UpdatePortfolioRequest = InferType<typeof updatePortfolioSchema>;
