import { array, boolean, lazy, object, string, type InferType } from 'yup';
import { addressRules } from '../account/address-schemas.js';
import { TEXT_MAX_LENGTH } from '../common/constants.js';
import {
  emailField,
  fullNameField,
  blankablePhoneField,
  optionalText,
  text,
} from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { validationMessages as m } from '../auth/messages.js';
import { linkToken } from '../auth/schemas.js';
import { gstinSchema } from '../invoices/schemas.js';
import { fileRefField, websiteField } from '../portfolio/section-schemas.js';
// A page and a search as the staff's order queue takes them.
import { pageField, searchField } from '../backoffice/schemas.js';
import { insightsQuerySchema } from '../portfolio/insight-schemas.js';
import { MEMBER_CSV_MAX_ROWS, organisationErrors as e } from './messages.js';
import type { OrganisationRole } from './types.js';

/** `#4f46e5` or `#4F46E5`: kept in lower case, as the card's theme colours are. */
const BRAND_COLOUR = /^#[0-9a-f]{6}$/;

/**
 * The office: the shared address form's place fields (no one to hand a parcel to). District and
 * state come from the pincode, looked up again by the server whatever is sent.
 */
export const officeAddressSchema = object({
  buildingName: addressRules.buildingName,
  area: addressRules.area,
  landmark: addressRules.landmark,
  pincode: addressRules.pincode,
  district: addressRules.district,
  state: addressRules.state,
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type OfficeAddress = InferType<typeof officeAddressSchema>;

/**
 * The organisation's own details: what its members' cards show when it locks them, and the name
 * and GSTIN its invoices are made out to. The office address may be left out.
 */
export const organisationSchema = object({
  name: text().required(e.nameRequired).max(TEXT_MAX_LENGTH, e.nameTooLong),
  /** An upload of whoever saves it, as the card's company logo is. */
  logo: fileRefField(),
  website: websiteField(),
  brandColour: string()
    .typeError(e.brandColourInvalid)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
    .default('')
    .test('brand-colour', e.brandColourInvalid, (value) => !value || BRAND_COLOUR.test(value)),
  gstin: gstinSchema.default(''),
  officeAddress: officeAddressSchema.nullable().default(null),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type OrganisationForm = InferType<typeof organisationSchema>;

/**
 * One person invited: by the form, or one row of a CSV. Their name as everywhere a name is typed;
 * designation and phone are what their card starts with, both optional.
 */
export const invitationSchema = object({
  name: fullNameField(e.inviteNameRequired, m.signupNameTooShort),
  email: emailField(e.inviteEmailRequired, e.inviteEmailInvalid),
  designation: optionalText().default(''),
  phone: blankablePhoneField(),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type InvitationForm = InferType<typeof invitationSchema>;

/**
 * POST /organisation/invitations: the people to invite, one from the form or every good row of a
 * CSV. Each address once: the CSV preview says which row repeats which, this refuses a list that
 * slipped past it.
 */
const peopleList = () =>
  array(invitationSchema)
    .typeError(e.peopleRequired)
    .required(e.peopleRequired)
    .min(1, e.peopleRequired)
    .max(MEMBER_CSV_MAX_ROWS, e.tooManyPeople)
    .test('once-each', (people, context) => {
      const seen = new Set<string>();
      for (const person of people ?? []) {
        if (seen.has(person.email)) {
          return context.createError({ message: e.duplicatePerson(person.email) });
        }
        seen.add(person.email);
      }
      return true;
    });

export const invitePeopleSchema = object({
  // A list over the limit is refused as such, before a person in it is read: yup would check
  // every one of twenty thousand first (seconds of work for a refusal).
  // (The short schema never lets a value through, so it may stand for the list's type.)
  people: lazy((value: unknown) =>
    Array.isArray(value) && value.length > MEMBER_CSV_MAX_ROWS
      ? (array().max(MEMBER_CSV_MAX_ROWS, e.tooManyPeople) as ReturnType<typeof peopleList>)
      : peopleList(),
  ),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type InvitePeopleForm = InferType<typeof invitePeopleSchema>;

/** The roles a member can be given; the owner's changes only by handing ownership over. */
export const ASSIGNABLE_ROLES = ['admin', 'member'] as const satisfies readonly OrganisationRole[];

/** PATCH /organisation/members/{userId}. */
export const memberRoleSchema = object({
  // A message of its own for a value of another type: yup's default prints the value, and a
  // deeply nested one overflows the stack.
  role: string<(typeof ASSIGNABLE_ROLES)[number]>()
    .typeError(e.roleInvalid)
    .required(e.roleInvalid)
    .oneOf(ASSIGNABLE_ROLES, e.roleInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type MemberRoleForm = InferType<typeof memberRoleSchema>;

/** POST /organisation/ownership: the member who becomes the owner. */
export const ownershipSchema = object({
  userId: text().required(e.memberNotFound).max(36, e.memberNotFound),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type OwnershipForm = InferType<typeof ownershipSchema>;

/** POST /invitations/open and /invitations/accept: the token from an invitation's link. */
export const invitationTokenSchema = object({
  token: linkToken(e.invitationNotFound),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type InvitationTokenRequest = InferType<typeof invitationTokenSchema>;

/** PUT /organisation/contact-policy: whether contacts sent to members' cards come to the admins. */
export const contactPolicySchema = object({
  shareContacts: boolean().typeError(e.contactPolicyInvalid).required(e.contactPolicyInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type ContactPolicyForm = InferType<typeof contactPolicySchema>;

/** GET /organisation/members: a page of them, found by part of a name or an e-mail. */
export const membersQuerySchema = object({
  q: searchField(),
  page: pageField(),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type MembersQuery = InferType<typeof membersQuerySchema>;

/** GET /organisation/insights: the period (as personal insights) and a page of members. */
export const teamInsightsQuerySchema = object({
  days: insightsQuerySchema.fields.days,
  page: pageField(),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type TeamInsightsQuery = InferType<typeof teamInsightsQuerySchema>;
