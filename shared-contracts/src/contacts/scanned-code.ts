import ICAL from 'ical.js';
import { normalisePhone } from '../common/phone.js';
import { parseBusinessCardText } from './business-card-text.js';
import type { ScannedContact } from './model.js';

/**
 * Someone else's QR read into the Contacts form (issue 31): a vCard (2.1, 3.0 or 4.0), a MECARD
 * (what many Android and Japanese card apps print), a `tel:` or `mailto:` link, or a web address
 * (a Tapfolio card or any page), which the screen opens or keeps as the contact's website. Any
 * other text is read as a card's printed text.
 */
export type ScannedCode = ScannedContact | { url: string };

export function parseScannedCode(payload: string): ScannedCode {
  const text = payload.replace(/^\uFEFF/, '').trim();
  if (/^BEGIN:VCARD/i.test(text)) return readVCard(text);
  if (/^MECARD:/i.test(text)) return readMeCard(text.slice('MECARD:'.length));
  if (/^tel:/i.test(text))
    return { ...empty(), phoneNumbers: [readPhone(decodeUri(text.slice(4)))] };
  if (/^mailto:/i.test(text)) {
    const address = decodeUri(text.slice(7).split('?')[0] ?? '')
      .trim()
      .toLowerCase();
    return { ...empty(), emails: address ? [address] : [] };
  }
  if (/^https?:\/\/\S+$/i.test(text)) {
    try {
      return { url: new URL(text).href };
    } catch {
      // Not a URL after all: read as printed text below.
    }
  }
  return parseBusinessCardText(text);
}

function empty(): ScannedContact {
  return { name: '', company: '', designation: '', phoneNumbers: [], emails: [], websites: [] };
}

function decodeUri(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Mobiles as Tapfolio stores them (+91 and ten digits); any other number as written. */
function readPhone(value: string): string {
  const written = value.trim();
  return normalisePhone(written.replace(/[.]/g, '')) ?? written;
}

function pushUnique(list: string[], value: string): void {
  const trimmed = value.trim();
  if (trimmed && !list.includes(trimmed)) list.push(trimmed);
}

/**
 * ical.js reads vCard 3.0 and 4.0 (RFC 2426, RFC 6350) but refuses 2.1's bare parameters
 * (`TEL;CELL;VOICE:`) and does not decode its QUOTED-PRINTABLE values, which old Nokia and many
 * QR generators still write; those lines are rewritten into 3.0's spelling first.
 */
function readVCard(text: string): ScannedContact {
  let component: ICAL.Component;
  try {
    component = new ICAL.Component(ICAL.parse(fromVCard21(text)));
  } catch {
    return parseBusinessCardText(text.replace(/^[A-Z-]+[^:]*:/gim, ''));
  }
  const card = component.name === 'vcard' ? component : component.getFirstSubcomponent('vcard');
  if (!card) return empty();

  const texts = (name: string): string[] =>
    card.getAllProperties(name).map((property) => valueText(property.getFirstValue()));
  const first = (name: string): string => texts(name).find((value) => value.trim()) ?? '';

  const contact = empty();
  contact.name = first('fn').trim() || nameFromN(card.getFirstPropertyValue('n'));
  contact.company = (firstPart(card.getFirstPropertyValue('org')) ?? '').trim();
  contact.designation = (first('title') || first('role')).trim();
  for (const tel of texts('tel'))
    pushUnique(contact.phoneNumbers, readPhone(tel.replace(/^tel:/i, '')));
  for (const email of texts('email'))
    pushUnique(contact.emails, email.replace(/^mailto:/i, '').toLowerCase());
  for (const url of texts('url')) pushUnique(contact.websites, url);
  return contact;
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(valueText).join(' ');
  return value == null ? '' : String(value);
}

function firstPart(value: unknown): string | undefined {
  return Array.isArray(value) ? valueText(value[0]) : valueText(value);
}

/** N is family;given;additional;prefix;suffix: written in the order a person says it. */
function nameFromN(value: unknown): string {
  if (!Array.isArray(value)) return valueText(value).replace(/;/g, ' ').trim();
  const [family, given, additional, prefix, suffix] = value.map(valueText);
  return [prefix, given, additional, family, suffix]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
}

function fromVCard21(text: string): string {
  const unfolded = text
    // QUOTED-PRINTABLE's soft line break: "=" at a line's end continues the value.
    .replace(/=\r?\n/g, '')
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/);
  return unfolded
    .map((line) => {
      const colon = line.indexOf(':');
      if (colon < 0) return line;
      const [name = '', ...params] = line.slice(0, colon).split(';');
      let value = line.slice(colon + 1);
      const kept: string[] = [];
      let quoted = false;
      for (const param of params) {
        if (/^(?:ENCODING=)?QUOTED-PRINTABLE$/i.test(param)) quoted = true;
        else if (/^(?:CHARSET|ENCODING)=/i.test(param)) continue;
        else kept.push(param.includes('=') ? param : `TYPE=${param}`);
      }
      if (quoted) value = decodeQuotedPrintable(value);
      return [name, ...kept].join(';') + ':' + value;
    })
    .join('\r\n');
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...new TextEncoder().encode(value[index]));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * MECARD:N:Kumar,Ravi;TEL:+919876543210;EMAIL:ravi@acme.in;ORG:Acme;URL:https\://acme.in;;
 * Fields end at an unescaped `;`; `\` escapes `;`, `:`, `,` and itself.
 */
function readMeCard(body: string): ScannedContact {
  const contact = empty();
  const fields: string[] = [];
  let current = '';
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (char === '\\' && index + 1 < body.length) {
      current += `\\${body[index + 1]}`;
      index += 1;
    } else if (char === ';') {
      fields.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  fields.push(current);
  const unescape = (value: string): string => value.replace(/\\(.)/g, '$1');
  for (const field of fields) {
    const colon = field.indexOf(':');
    if (colon < 0) continue;
    const key = field.slice(0, colon).toUpperCase();
    const raw = field.slice(colon + 1);
    const value = unescape(raw).trim();
    if (key === 'N') {
      // "Family,Given": the unescaped comma splits the two.
      const parts = raw.split(/(?<!\\),/).map((part) => unescape(part).trim());
      contact.name = parts.length > 1 ? `${parts.slice(1).join(' ')} ${parts[0]}`.trim() : value;
    } else if (key === 'ORG') contact.company = value;
    else if (key === 'TITLE') contact.designation = value;
    else if (key === 'TEL' || key === 'TEL-AV') pushUnique(contact.phoneNumbers, readPhone(value));
    else if (key === 'EMAIL') pushUnique(contact.emails, value.toLowerCase());
    else if (key === 'URL') pushUnique(contact.websites, value);
  }
  return contact;
}
