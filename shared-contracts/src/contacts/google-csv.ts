import { vCardNameParts } from '../portfolio/vcard.js';
import { contactExportTexts, contactNotes } from './export-texts.js';
import type { Contact } from './model.js';

/**
 * The columns of Google Contacts' own CSV export (contacts.google.com, Export, Google CSV), which
 * its Import reads back by these exact names. Only the ones a contact fills are written.
 */
export const GOOGLE_CONTACTS_CSV_HEADER = [
  'First Name',
  'Last Name',
  'Organization Name',
  'Organization Title',
  'Notes',
  'Labels',
  'E-mail 1 - Label',
  'E-mail 1 - Value',
  'Phone 1 - Label',
  'Phone 1 - Value',
  'Website 1 - Label',
  'Website 1 - Value',
] as const;

/** Google Contacts' separator between the values of one multi-valued cell (labels). */
const MULTI_VALUE = ' ::: ';

/**
 * A cell a spreadsheet reads as text. Visitors and scanned cards typed these values, so a leading
 * =, +, -, @, tab or carriage return (a formula to Excel and Sheets) is defused with a quote; a
 * phone number such as +91 98765 43210 is left as it is, since it cannot be a formula. Quoted as
 * RFC 4180 says when it holds a quote, a comma or a line break.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d ()-]+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Every contact as Google Contacts imports them: RFC 4180, CRLF line ends, UTF-8 (the caller adds
 * no byte-order mark: Google reads UTF-8 as it is). Tags become labels; the owner's notes, where
 * and when they met, the follow-up day and a visitor's message go into Notes.
 */
export function contactsCsv(
  contacts: Contact[],
  texts: typeof contactExportTexts = contactExportTexts,
): string {
  const rows = contacts.map((contact) => {
    const { given, family } = vCardNameParts(contact.name);
    return [
      given,
      family,
      contact.company,
      contact.designation,
      contactNotes(contact, texts),
      contact.tags.map((tag) => tag.replaceAll(':::', ':')).join(MULTI_VALUE),
      contact.email && 'Work',
      contact.email,
      contact.phoneNumber && 'Mobile',
      contact.phoneNumber,
      contact.website && 'Work',
      contact.website,
    ];
  });
  return (
    [[...GOOGLE_CONTACTS_CSV_HEADER], ...rows]
      .map((row) => row.map((value) => csvCell(value)).join(','))
      .join('\r\n') + '\r\n'
  );
}

export const CONTACTS_CSV_NAME = 'tapfolio-contacts.csv';
export const CONTACTS_VCARD_NAME = 'tapfolio-contacts.vcf';
