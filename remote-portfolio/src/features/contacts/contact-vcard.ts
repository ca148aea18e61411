import {
  buildContactVCard,
  contactNotes,
  vCardFileName,
  type Contact,
  type contactExportTexts,
} from 'shared-contracts';

/**
 * One contact as a vCard made here, as the export writes each (tags as CATEGORIES, its id as UID,
 * the owner's notes, where and when they met and a visitor's message in one note, in `texts`'
 * language).
 */
export const contactVCard = (contact: Contact, texts: typeof contactExportTexts): string =>
  buildContactVCard(contact, { note: contactNotes(contact, texts) || undefined });

export const contactVCardName = (contact: Contact) => vCardFileName(contact.name);
