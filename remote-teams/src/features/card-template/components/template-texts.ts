import { setBy, type TemplateField, type TemplateMode } from 'shared-contracts';

/** What the card template's screen says (its chunk's own: only this screen says it). */
export const templateTexts = {
  heading: 'Card template',
  intro: (organisation: string) =>
    `Choose which of ${organisation}’s details go on every member’s card.`,
  fields: {
    companyName: 'Company name',
    companyLogo: 'Logo',
    website: 'Website',
    officeAddress: 'Office address',
    brandColour: 'Brand colour',
  } satisfies Record<TemplateField, string>,
  modes: { off: 'Off', set: 'Set', locked: 'Locked' } satisfies Record<TemplateMode, string>,
  meaning: (mode: TemplateMode, organisation: string) =>
    ({
      off: 'Each member’s own',
      set: 'Filled in on every card; members may change it',
      locked: `Always the organisation’s; members see “${setBy(organisation)}”`,
    })[mode],
  /** A member has no colour of their own: the card shows the organisation's, or none. */
  colourMeaning: (mode: TemplateMode, organisation: string) =>
    mode === 'off' ? 'Cards keep Tapfolio’s colours' : `Every card in ${organisation}’s colour`,
  empty: {
    companyName: 'No name',
    companyLogo: 'No logo uploaded yet',
    website: 'No website yet',
    officeAddress: 'No office address yet',
    brandColour: 'No brand colour yet',
  } satisfies Record<TemplateField, string>,
  emptyOnCards: 'The cards get none until you add it in',
  editDetails: 'Edit details',
  logoOf: (organisation: string) => `${organisation} logo`,
  save: 'Save template',
  saving: 'Saving...',
  saveFailed: 'The template was not saved. Please try again.',
} as const;
