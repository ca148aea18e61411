import { object, string, type InferType } from 'yup';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import type { BrandedCardField } from '../portfolio/types.js';
import { organisationErrors as e } from './messages.js';

/** What an organisation may put on its members' cards: its own details, each one or not. */
export const TEMPLATE_FIELDS = [
  'companyName',
  'companyLogo',
  'website',
  'officeAddress',
  'brandColour',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/**
 * Off: the member's own. Set: the organisation's, filled in on every card when the template is
 * saved or someone joins, then the member's to change. Locked: the organisation's, always; the
 * editor shows it read-only and the API refuses a change.
 */
export const TEMPLATE_MODES = ['off', 'set', 'locked'] as const;
export type TemplateMode = (typeof TEMPLATE_MODES)[number];

export type CardTemplate = Record<TemplateField, TemplateMode>;

export const DEFAULT_CARD_TEMPLATE: CardTemplate = {
  companyName: 'off',
  companyLogo: 'off',
  website: 'off',
  officeAddress: 'off',
  brandColour: 'off',
};

/** The card field each template field fills; the brand colour is the card's own frame. */
export const TEMPLATE_CARD_FIELDS: Record<
  Exclude<TemplateField, 'brandColour'>,
  BrandedCardField
> = {
  companyName: 'workInfo.companyName',
  companyLogo: 'workInfo.companyLogo',
  website: 'workInfo.primaryWebsite',
  officeAddress: 'addressInfo',
};

const mode = (field: TemplateField) =>
  string<TemplateMode>()
    .typeError(e.templateModeInvalid)
    .default('off')
    .oneOf(TEMPLATE_MODES, e.templateModeInvalid)
    // A member has no colour of their own to keep: the card shows the organisation's or none.
    .test('colour', e.brandColourMode, (value) => field !== 'brandColour' || value !== 'set');

/** PUT /organisation/template. */
export const cardTemplateSchema = object(
  Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field, mode(field)])) as Record<
    TemplateField,
    ReturnType<typeof mode>
  >,
).exact(UNKNOWN_FIELDS_MESSAGE);
export type CardTemplateForm = InferType<typeof cardTemplateSchema>;
