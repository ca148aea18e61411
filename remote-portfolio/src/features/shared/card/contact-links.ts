import { API_BASE, buildPath, paths, type PortfolioAddressInfo } from 'shared-contracts';

/**
 * Where each contact card and social icon points. Every value is the card owner's own text, so
 * nothing here trusts it: web links are kept only when they are http(s), and the rest are built
 * from digits or encoded into a query.
 */

/** The address as one line, in the order a map search reads best. */
export function addressLine(address: Partial<PortfolioAddressInfo> | null | undefined): string {
  if (!address) return '';
  const { buildingName, area, district, state, pincode, country } = address;
  const place = [state, pincode].filter(Boolean).join(' ');
  return [buildingName, area, district, place, country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** A chat with the number: wa.me takes the international number as digits only. */
export const whatsAppUrl = (phone: string) => `https://wa.me/${digitsOf(phone)}`;

export const telUrl = (phone: string) => {
  const digits = digitsOf(phone);
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
};

export const mailtoUrl = (email: string) => `mailto:${email.trim()}`;

/**
 * A saved web address as a safe href: http(s) as it is, a bare host gets https://, and anything
 * else (javascript:, data:, ...) is dropped, so a hand-edited record cannot run script on the page.
 */
export function webHref(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  const candidate = scheme ? trimmed : `https://${trimmed}`;
  if (scheme && scheme !== 'http' && scheme !== 'https') return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** How a phone number reads on the card: "+91 98765 43210" for an Indian mobile. */
export function displayPhone(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 12 && digits.startsWith('91')) {
    return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  }
  return phone.trim();
}

/** Save Contact: the API answers the card as a vCard file (text/vcard) at this same-origin path. */
export const vcardUrl = (userId: string) =>
  API_BASE + buildPath(paths.publicPortfolioVCard, { userId });
