import type { Contact, ContactForm, ScannedContact } from 'shared-contracts';

/** The form's fields, as text: a blank one is no value (the shared schema makes it null). */
export interface ContactValues {
  name: string;
  phoneNumber: string;
  email: string;
  company: string;
  designation: string;
  website: string;
  tags: string[];
  metAt: string;
  metOn: string;
  followUpOn: string;
  notes: string;
  photoKey: string;
}

/** A new contact: met today, in India. */
export const blankContact = (today: string): ContactValues => ({
  name: '',
  phoneNumber: '',
  email: '',
  company: '',
  designation: '',
  website: '',
  tags: [],
  metAt: '',
  metOn: today,
  followUpOn: '',
  notes: '',
  photoKey: '',
});

export const valuesOf = (contact: Contact): ContactValues => ({
  name: contact.name,
  phoneNumber: contact.phoneNumber ?? '',
  email: contact.email ?? '',
  company: contact.company ?? '',
  designation: contact.designation ?? '',
  website: contact.website ?? '',
  tags: contact.tags,
  metAt: contact.metAt ?? '',
  metOn: contact.metOn ?? '',
  followUpOn: contact.followUpOn ?? '',
  notes: contact.notes ?? '',
  photoKey: contact.photoKey ?? '',
});

/** The fields a scan offers several candidates for; the first fills the field. */
export const OFFERED = ['phoneNumber', 'email', 'website'] as const;
export type Offered = (typeof OFFERED)[number];
export type Alternatives = Record<Offered, string[]>;

export const NO_ALTERNATIVES: Alternatives = { phoneNumber: [], email: [], website: [] };

/** What a scan found, into the form: each field's first candidate, the rest offered beside it. */
export function scannedInto(
  values: ContactValues,
  scanned: ScannedContact,
): { values: ContactValues; alternatives: Alternatives } {
  const [phone = '', ...phones] = scanned.phoneNumbers;
  const [email = '', ...emails] = scanned.emails;
  const [website = '', ...websites] = scanned.websites;
  return {
    values: {
      ...values,
      name: scanned.name || values.name,
      company: scanned.company || values.company,
      designation: scanned.designation || values.designation,
      phoneNumber: phone || values.phoneNumber,
      email: email || values.email,
      website: website || values.website,
    },
    alternatives: { phoneNumber: phones, email: emails, website: websites },
  };
}

/** Whether the scan found anything at all to fill the form with. */
export const foundAnything = (scanned: ScannedContact) =>
  Boolean(
    scanned.name ||
    scanned.company ||
    scanned.designation ||
    scanned.phoneNumbers.length ||
    scanned.emails.length ||
    scanned.websites.length,
  );

export type { ContactForm };
