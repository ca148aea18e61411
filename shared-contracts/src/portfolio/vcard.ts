import { VCARD_VERSION } from '../common/constants.js';
import type { Portfolio } from './types.js';

/**
 * The Save Contact file: vCard 3.0 (RFC 2426) with what iOS and Android import cleanly: escaped
 * commas, semicolons and backslashes, lines folded at 75 octets, CRLF line ends.
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
function nameParts(fullName: string): { family: string; given: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { family: '', given: words[0] ?? '' };
  return { family: words.at(-1)!, given: words.slice(0, -1).join(' ') };
}

/**
 * `cardUrl`, the card's own canonical address (its personal link when it has one), is written as
 * one more URL after the person's websites: a saved contact leads back to the card. `note` is
 * free text (a visitor's message), escaped like every other value.
 */
export function buildVCard(
  portfolio: Pick<Portfolio, 'personalInfo' | 'workInfo' | 'addressInfo'>,
  cardUrl?: string,
  note?: string,
): string {
  const { personalInfo: p, workInfo: w, addressInfo: a } = portfolio;
  const e = escapeVCardText;
  const { family, given } = nameParts(p.name);
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
    w.primaryWebsite && `URL:${e(w.primaryWebsite)}`,
    w.secondaryWebsite && `URL:${e(w.secondaryWebsite)}`,
    cardUrl && `URL:${e(cardUrl)}`,
    note && `NOTE:${e(note)}`,
    'END:VCARD',
  ].filter((line): line is string => Boolean(line));
  return lines.map(foldVCardLine).join(CRLF) + CRLF;
}

/** `{name}.vcf`, without the characters file systems refuse. */
export function vCardFileName(name: string): string {
  const safe = [...name]
    .filter((char) => char.charCodeAt(0) >= 0x20 && !'\\/:*?"<>|'.includes(char))
    .join('')
    .trim();
  return `${safe || 'contact'}.vcf`;
}
