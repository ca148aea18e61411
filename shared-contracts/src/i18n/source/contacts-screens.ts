import {
  contactFormTexts,
  contactListTexts,
  integrationsTexts,
} from '../../contacts/screen-texts.js';

/** The owner's Contacts and Integrations screens in the editor (issue 31). */
export const contactsScreensSource = {
  contactListTexts,
  contactFormTexts,
  integrationsTexts,
} as const;
