import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';
import type { Contact } from './model.js';

/** The lines an exported contact's note carries besides the owner's own notes (issue 31). */
export const contactExportTexts = defineTexts('contactExportTexts', {
  metAt: message<[event: string]>('Met at {event}', 'event'),
  metOn: message<[day: string]>('Met on {day}', 'day'),
  followUpOn: message<[day: string]>('Follow up on {day}', 'day'),
  /** What a visitor wrote when they shared their details. */
  theirMessage: message<[note: string]>('Their message: {note}', 'note'),
});

type ContactExportTexts = typeof contactExportTexts;

/**
 * Everything the owner knows of a contact that no column of Google Contacts or vCard holds, as one
 * note: their own notes first, then where and when they met, the follow-up day and a visitor's
 * message. Days stay YYYY-MM-DD, which every importer and spreadsheet reads the same way.
 */
export function contactNotes(
  contact: Pick<Contact, 'notes' | 'metAt' | 'metOn' | 'followUpOn' | 'note'>,
  texts: ContactExportTexts = contactExportTexts,
): string {
  return [
    contact.notes,
    contact.metAt && texts.metAt(contact.metAt),
    contact.metOn && texts.metOn(contact.metOn),
    contact.followUpOn && texts.followUpOn(contact.followUpOn),
    contact.note && texts.theirMessage(contact.note),
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}
