import { array, mixed, object, string, type ObjectSchema } from 'yup';
import {
  DEFAULT_PORTFOLIO_THEME,
  PORTFOLIO_THEMES,
  type PortfolioTheme,
} from '../common/constants.js';
import type {
  BrandedCardField,
  CardBrand,
  PublicCardBrand,
  OwnPortfolio,
  OwnPortfolioResult,
  Portfolio,
  PortfolioResult,
  PortfolioService,
} from './types.js';
import { CONTACT_FIELDS, type ContactVisibility } from './visibility.js';

/**
 * A portfolio as the API answers it (GET /portfolio, GET /portfolio/{userId}, PATCH /portfolio),
 * read by a screen. Unlike the request schemas, these refuse almost nothing: what they read may
 * be an older or partial copy (navigation state survives a reload and any screen may write it),
 * so each field is read on its own and one of the wrong type reads as empty. Only the two things
 * that make it a portfolio at all are required: a string `userId` and a `personalInfo` object.
 * Fields the card does not know are dropped.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const storedText = () =>
  string()
    .default('')
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original : '',
    );

/** Optional texts (about, the service heading) are stored as null when empty. */
const storedNullableText = () =>
  string()
    .nullable()
    .default(null)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' && original ? original : null,
    );

/** A switch stored as true or false; anything else reads as off. */
const storedSwitch = () =>
  mixed<boolean>()
    .default(false)
    .transform((_value: unknown, original: unknown) => original === true);

/** An image: its key and name, or null when there is no usable key. */
const storedFileRef = () =>
  object({ key: string().required(), name: string().optional() })
    .nullable()
    .default(null)
    .transform((_value: unknown, original: unknown) =>
      isRecord(original) && typeof original.key === 'string' && original.key
        ? { key: original.key, ...(typeof original.name === 'string' && { name: original.name }) }
        : null,
    );

/** A section that is missing or not an object reads as one with every field empty. */
const orEmpty = (value: unknown) => (isRecord(value) ? value : {});

const storedPersonalInfo = object({
  name: storedText(),
  email: storedText(),
  phoneNumber: storedText(),
  whatsappNumber: storedText(),
  profilePicture: storedFileRef(),
  bannerImage: storedFileRef(),
})
  .noUnknown()
  .default(undefined)
  .required();

const storedWorkInfo = object({
  companyName: storedText(),
  designation: storedText(),
  workEmail: storedText(),
  primaryWebsite: storedText(),
  secondaryWebsite: storedText(),
  companyLogo: storedFileRef(),
})
  .noUnknown()
  .transform(orEmpty);

const storedAddressInfo = object({
  buildingName: storedText(),
  area: storedText(),
  pincode: storedText(),
  district: storedText(),
  state: storedText(),
  country: storedText(),
})
  .noUnknown()
  .transform(orEmpty);

const storedAbout = object({
  heading: storedNullableText(),
  description: storedNullableText(),
})
  .noUnknown()
  .transform(orEmpty);

const storedSocialLink = object({
  _id: string()
    .optional()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original : undefined,
    ),
  source: storedText(),
  link: storedText(),
  visible: mixed<boolean>()
    .optional()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'boolean' ? original : undefined,
    ),
}).noUnknown();

const storedTheme = () =>
  mixed<PortfolioTheme>()
    .default(DEFAULT_PORTFOLIO_THEME)
    .transform((_value: unknown, original: unknown) =>
      PORTFOLIO_THEMES.includes(original as PortfolioTheme) ? original : DEFAULT_PORTFOLIO_THEME,
    );

const BRANDED_FIELDS: readonly BrandedCardField[] = [
  'workInfo.companyName',
  'workInfo.companyLogo',
  'workInfo.primaryWebsite',
  'addressInfo',
];

/** The card's organisation, or null: an older copy without one shows none. */
const storedBrand = (withLocks: boolean) =>
  object({
    organisation: string().defined(),
    colour: string().defined(),
    sharesContacts: mixed<boolean>().defined(),
    ...(withLocks && {
      locked: array(mixed<BrandedCardField>().oneOf(BRANDED_FIELDS).defined()).defined(),
    }),
  })
    .noUnknown()
    .nullable()
    .default(null)
    .transform((_value: unknown, original: unknown) => {
      if (!isRecord(original) || typeof original.organisation !== 'string') return null;
      const brand = {
        organisation: original.organisation,
        colour: typeof original.colour === 'string' ? original.colour : '',
        sharesContacts: original.sharesContacts === true,
      };
      if (!withLocks) return brand;
      const locked = Array.isArray(original.locked) ? original.locked : [];
      return { ...brand, locked: BRANDED_FIELDS.filter((field) => locked.includes(field)) };
    });

/** A Portfolio; `portfolioId` falls back to `_id`, which older copies carried alone. */
export const portfolioSchema: ObjectSchema<Portfolio> = object({
  _id: storedText(),
  portfolioId: storedText(),
  userId: string().strict().defined(),
  personalInfo: storedPersonalInfo,
  workInfo: storedWorkInfo,
  addressInfo: storedAddressInfo,
  // A link without an address has nothing to show.
  socialMedia: array(storedSocialLink)
    .defined()
    .default([])
    .transform((_value: unknown, original: unknown) =>
      Array.isArray(original)
        ? original.filter((link) => isRecord(link) && typeof link.link === 'string' && link.link)
        : [],
    ),
  about: storedAbout,
  serviceHeading: storedNullableText(),
  theme: storedTheme(),
  handle: storedNullableText(),
  searchable: storedSwitch(),
  brand: storedBrand(false) as unknown as ObjectSchema<PublicCardBrand | null>,
})
  .noUnknown()
  .transform((value: unknown) =>
    isRecord(value) && !(typeof value.portfolioId === 'string' && value.portfolioId)
      ? { ...value, portfolioId: value._id }
      : value,
  );

export const portfolioServiceSchema: ObjectSchema<PortfolioService> = object({
  _id: storedText(),
  heading: storedText(),
  description: storedText(),
  image: storedFileRef(),
}).noUnknown();

/** A list of services; one without an id gets one from its place, so a list can key it. */
export const portfolioServicesSchema = array(portfolioServiceSchema)
  .defined()
  .default([])
  .transform((_value: unknown, original: unknown) =>
    Array.isArray(original)
      ? original
          .filter(isRecord)
          .map((service, index) =>
            typeof service._id === 'string' && service._id
              ? service
              : { ...service, _id: `service-${index}` },
          )
      : [],
  );

/** GET /portfolio's and PATCH /portfolio's `result`: the portfolio and its services. */
export const portfolioResultSchema: ObjectSchema<PortfolioResult> = object({
  portfolio: portfolioSchema.default(undefined).required(),
  services: portfolioServicesSchema,
}).noUnknown();

/** A switch that is missing reads as shown: that is how a card without switches was public. */
const storedShown = () =>
  mixed<boolean>()
    .default(true)
    .transform((_value: unknown, original: unknown) => original !== false);

const storedVisibility: ObjectSchema<ContactVisibility> = object(
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, storedShown()])) as Record<
    keyof ContactVisibility,
    ReturnType<typeof storedShown>
  >,
)
  .noUnknown()
  .transform(orEmpty);

/** The owner's own portfolio (GET and PATCH /portfolio): the card with its switches. */
export const ownPortfolioSchema: ObjectSchema<OwnPortfolio> = portfolioSchema.shape({
  visibility: storedVisibility,
  brand: storedBrand(true) as unknown as ObjectSchema<CardBrand | null>,
});

export const ownPortfolioResultSchema: ObjectSchema<OwnPortfolioResult> = object({
  portfolio: ownPortfolioSchema.default(undefined).required(),
  services: portfolioServicesSchema,
}).noUnknown();
