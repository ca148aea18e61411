import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/**
 * Contact exchange (issue 13): a visitor of a public card sends their details back to its owner.
 * The same schema checks the card's form and POST /portfolio/{userId}/leads.
 */
export const LEAD_COMPANY_MAX_LENGTH = 100;
export const LEAD_NOTE_MAX_LENGTH = 500;
/** The honeypot: a field people never see, which form-filling robots fill in. */
export const LEAD_HONEYPOT_FIELD = 'website';

export const leadTexts = defineTexts('leadTexts', {
  open: 'Share your details',
  heading: 'Share your details',
  intro: message<[owner: string]>(
    'Send {owner} your details so they can get back to you.',
    'owner',
  ),
  name: 'Your name',
  phone: 'Phone (optional if you give an e-mail)',
  email: 'E-mail (optional if you give a phone)',
  company: 'Company (optional)',
  note: 'A short note (optional)',
  consent: message<[owner: string]>('I agree that {owner} may contact me', 'owner'),
  /** When the owner's organisation keeps its members' contacts in a shared inbox. */
  consentWithOrganisation: message<[owner: string, organisation: string]>(
    'I agree that {owner} and {organisation} may contact me',
    'owner',
    'organisation',
  ),
  send: 'Send',
  sending: 'Sending...',
  sent: message<[owner: string]>('Thank you! {owner} has your details.', 'owner'),
  failed: 'Failed to send. Please try again.',
  // The owner's side
  menuEntry: 'Contacts',
  contactsHeading: 'Contacts',
  empty: 'No one has shared their details yet.',
  /** How to get a first contact, under `empty`, above Share my card. */
  emptyHint:
    'Share your card: a visitor taps "Share your details" on it, and their name and number land here.',
  call: 'Call',
  mail: 'E-mail',
  whatsapp: 'WhatsApp',
  saveVCard: 'Save as vCard',
  remove: 'Delete',
  removeTitle: 'Delete this contact?',
  removeText: 'Their details will be removed from Tapfolio.',
  removed: 'Contact deleted.',
  exportCsv: 'Download CSV',
  loadFailed: 'Failed to load contacts. Please try again.',
  mailSubject: message<[visitor: string]>('{visitor} shared their details with you', 'visitor'),
});

export const leadErrors = defineTexts('leadErrors', {
  nameRequired: 'Please enter your name',
  nameTooShort: 'Your name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email',
  contactRequired: 'Give a phone number or an e-mail',
  companyTooLong: `Company can be at most ${LEAD_COMPANY_MAX_LENGTH} characters`,
  noteTooLong: `The note can be at most ${LEAD_NOTE_MAX_LENGTH} characters`,
  consentRequired: 'Please agree so the card owner may contact you',
  notFound: 'Contact not found',
});

/** A contact as its owner reads it (GET /portfolio/leads, newest first). */
export interface Lead {
  _id: string;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  company: string | null;
  note: string | null;
  /** ISO 8601. */
  createdAt: string;
}
