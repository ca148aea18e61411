import {
  buildContactVCard,
  contactExportTexts,
  contactNotes,
  type Contact,
} from 'shared-contracts';

/** Every contact in one .vcf file: the vCards one after the other, as phones and Google import. */
export const contactsVCard = (contacts: Contact[], texts = contactExportTexts): string =>
  contacts
    .map((contact) => buildContactVCard(contact, { note: contactNotes(contact, texts) }))
    .join('');
