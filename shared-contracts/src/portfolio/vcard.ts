import { VCARD_VERSION } from '../common/constants.js';
import type { Contact } from '../contacts/model.js';
import { isSocialSource, type SocialSource } from './social.js';
import type { Portfolio } from './types.js';

/**
 * The Save Contact file: vCard 3.0 (RFC 2426) with what iOS and Android import cleanly: text
 * values with escaped commas, semicolons and backslashes, URIs as they are, lines folded at 75
 * octets, CRLF line ends.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Text values: backslash, comma, semicolon and newlines escaped (RFC 2426 section 4). */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
}

/**
 * A URL property's value is a URI (RFC 2426 section 3.6.8), not text: its `;` and `,` are part
 * of the address and must not be escaped (a phone would open `https://x.in/a\;b`). Only http(s)
 * addresses are written, as the URL parser spells them (so no space or line break can end the
 * value early), without the bare root's slash; a value without a scheme gets https://, as on the
 * card, and anything else is left out.
 */
export function vCardUri(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const bareRoot = url.pathname === '/' && !url.search && !url.hash;
  return bareRoot ? url.href.slice(0, -1) : url.href;
}

/** Folds a line at 75 octets without splitting a UTF-8 character; continuations start with a space. */
export function foldVCardLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "Asha Rao" -> family "Rao", given "Asha"; a single word is the given name. */
export function vCardNameParts(fullName: string): { family: string; given: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { family: '', given: words[0] ?? '' };
  return { family: words.at(-1)!, given: words.slice(0, -1).join(' ') };
}

/**
 * The network names iOS files a social profile under (its own exports write these); X is still
 * `twitter` there.
 */
const SOCIAL_PROFILE_TYPES: Record<SocialSource, string> = {
  facebook: 'facebook',
  instagram: 'instagram',
  linkedin: 'linkedin',
  pinterest: 'pinterest',
  x: 'twitter',
  youtube: 'youtube',
  threads: 'threads',
};

/**
 * vCard 3.0 has no social profile property; X-SOCIALPROFILE is the one iOS and macOS write and
 * read (vCard 4.0's SOCIALPROFILE, RFC 9554, grew from it), one line per network, its value a URI.
 */
function socialProfileLines(links: Portfolio['socialMedia'] | undefined): string[] {
  return (links ?? []).flatMap(({ source, link }) => {
    const uri = vCardUri(link);
    if (!uri) return [];
    const type = isSocialSource(source) ? SOCIAL_PROFILE_TYPES[source] : '';
    return [`X-SOCIALPROFILE${type ? `;TYPE=${type}` : ''}:${uri}`];
  });
}

export interface VCardExtras {
  /**
   * The card's own canonical address (its personal link when it has one), written as one more URL
   * after the person's websites: a saved contact leads back to the card.
   */
  cardUrl?: string;
  /** Free text (a visitor's message), escaped like every other text value. */
  note?: string;
  /** The profile picture as a small JPEG, base64: the contact's photo on the phone. */
  photoJpegBase64?: string;
}

/**
 * The card as a vCard. Social links come from `socialMedia` when given (the public card's, so only
 * the ones its owner shows).
 */
export function buildVCard(
  portfolio: Pick<Portfolio, 'personalInfo' | 'workInfo' | 'addressInfo'> &
    Partial<Pick<Portfolio, 'socialMedia'>>,
  { cardUrl, note, photoJpegBase64 }: VCardExtras = {},
): string {
  const { personalInfo: p, workInfo: w, addressInfo: a } = portfolio;
  const e = escapeVCardText;
  const url = (value: string | undefined) => {
    const uri = vCardUri(value);
    return uri && `URL:${uri}`;
  };
  const { family, given } = vCardNameParts(p.name);
  const street = [a.buildingName, a.area].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCARD',
    `VERSION:${VCARD_VERSION}`,
    `N:${e(family)};${e(given)};;;`,
    `FN:${e(p.name.trim())}`,
    w.companyName && `ORG:${e(w.companyName)}`,
    w.designation && `TITLE:${e(w.designation)}`,
    p.email && `EMAIL;TYPE=INTERNET,PREF:${e(p.email)}`,
    w.workEmail && w.workEmail !== p.email && `EMAIL;TYPE=INTERNET,WORK:${e(w.workEmail)}`,
    p.phoneNumber && `TEL;TYPE=CELL:${e(p.phoneNumber)}`,
    p.whatsappNumber && `TEL;TYPE=WORK:${e(p.whatsappNumber)}`,
    (street || a.district || a.state || a.pincode) &&
      `ADR;TYPE=WORK:;;${e(street)};${e(a.district)};${e(a.state)};${e(a.pincode)};${e(a.country)}`,
    url(w.primaryWebsite),
    url(w.secondaryWebsite),
    url(cardUrl),
    ...socialProfileLines(portfolio.socialMedia),
    // Base64 has no character to escape; folding spreads it over continuation lines.
    photoJpegBase64 && `PHOTO;ENCODING=b;TYPE=JPEG:${photoJpegBase64}`,
    note && `NOTE:${e(note)}`,
    'END:VCARD',
  ];
  return vCardText(lines);
}

/** The properties given, folded, each ended with CRLF. */
function vCardText(lines: Array<string | false | null | undefined | 0>): string {
  const given = lines.filter((line): line is string => Boolean(line));
  return given.map(foldVCardLine).join(CRLF) + CRLF;
}

/**
 * One of the owner's contacts (issue 31) as a vCard, written as the card's own is: its tags as
 * CATEGORIES (each value's commas escaped, the list's own unescaped), its id as UID so importing
 * the same export again updates rather than duplicates where the phone supports it. `note` is
 * everything the owner knows of them beyond the fields (contactNotes in contacts/export-texts.ts).
 */
export function buildContactVCard(
  contact: Pick<
    Contact,
    '_id' | 'name' | 'phoneNumber' | 'email' | 'company' | 'designation' | 'website' | 'tags'
  >,
  { note }: { note?: string } = {},
): string {
  const e = escapeVCardText;
  const { family, given } = vCardNameParts(contact.name);
  const website = vCardUri(contact.website);
  return vCardText([
    'BEGIN:VCARD',
    `VERSION:${VCARD_VERSION}`,
    `UID:urn:uuid:${contact._id}`,
    `N:${e(family)};${e(given)};;;`,
    `FN:${e(contact.name.trim())}`,
    contact.company && `ORG:${e(contact.company)}`,
    contact.designation && `TITLE:${e(contact.designation)}`,
    contact.email && `EMAIL;TYPE=INTERNET:${e(contact.email)}`,
    contact.phoneNumber && `TEL;TYPE=CELL:${e(contact.phoneNumber)}`,
    website && `URL:${website}`,
    contact.tags.length > 0 && `CATEGORIES:${contact.tags.map(e).join(',')}`,
    note && `NOTE:${e(note)}`,
    'END:VCARD',
  ]);
}

/** `{name}.vcf`, without the characters file systems refuse. */
export function vCardFileName(name: string): string {
  const safe = [...name]
    .filter((char) => char.charCodeAt(0) >= 0x20 && !'\\/:*?"<>|'.includes(char))
    .join('')
    .trim();
  return `${safe || 'contact'}.vcf`;
}
