import { contactExportTexts } from '../../contacts/export-texts.js';
import { followUpMailTexts } from '../../contacts/follow-up-mail.js';
import { apiTokenErrors, contactErrors, webhookErrors } from '../../contacts/messages.js';

/** The English texts of the owner's contacts, API tokens and webhooks (issue 31). */
export const contactsSource = {
  contactErrors,
  apiTokenErrors,
  webhookErrors,
  contactExportTexts,
  followUpMailTexts,
} as const;
