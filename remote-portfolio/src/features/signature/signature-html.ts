import {
  cardAccentOf,
  cardPath,
  signatureTexts,
  textColourOn,
  type Portfolio,
} from 'shared-contracts';
import { fileUrl, IMAGE_VARIANT_WIDTHS } from 'web-kit';
import { qrImageUrl } from '../card-behaviours/qr-screen';
import { readableOn } from '../shared/card/brand-colours';
import { displayPhone, telUrl } from '../shared/card/contact-links';

/**
 * The e-mail signature made from the card. Gmail (web and Android) and Outlook keep only a
 * table-based layout with inline styles: they strip `<style>`, classes and scripts, and a relative
 * image URL points at their own site. So every part here is a table cell with its style inline,
 * every URL is absolute on the app's origin, and every piece of the person's text is escaped.
 * Its own words (the QR image's description) are in the person's language: `texts` is
 * signatureTexts as useTexts gives it.
 */

/** The words the signature itself says. */
export type SignatureWords = Pick<typeof signatureTexts, 'qrOf' | 'qrOfMine'>;

export const SIGNATURE_LAYOUTS = ['classic', 'compact', 'bold'] as const;
export type SignatureLayout = (typeof SIGNATURE_LAYOUTS)[number];

/** Gmail refuses a signature longer than this. */
export const SIGNATURE_MAX_CHARS = 10_000;

/** The QR image's pixels: twice the size it is shown at, sharp on a high-density screen. */
export const SIGNATURE_QR_SIZE = 160;
const QR_SHOWN = 72;
const PHOTO_SHOWN = 72;

/** What an e-mail is read on: the accent as text must hold 4.5:1 there. */
const MAIL_BACKGROUND = '#ffffff';
const TEXT = '#1f1f2b';
const FONT = 'font-family:Arial,Helvetica,sans-serif';

export interface Signature {
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** For text and attribute values alike. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An address on the app's origin; refuses an origin that is not http(s), as a mail client would. */
function absolute(origin: string, path: string): string {
  const url = new URL(path, origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`A signature needs an http(s) origin, not ${origin}`);
  }
  return url.href;
}

interface Parts {
  name: string;
  role: string;
  phone: { shown: string; href: string } | null;
  link: { shown: string; href: string };
  qr: string;
  photo: string | null;
  accent: string;
  accentText: string;
  onAccent: string;
  words: SignatureWords;
}

function partsOf(card: Portfolio, origin: string, words: SignatureWords): Parts {
  const info = card.personalInfo;
  const work = card.workInfo;
  const phone = info.phoneNumber?.trim() ?? '';
  const href = absolute(origin, cardPath(card));
  const accent = cardAccentOf(card.brand?.colour);
  return {
    name: info.name.trim(),
    role: [work?.designation?.trim(), work?.companyName?.trim()].filter(Boolean).join(', '),
    phone: phone ? { shown: displayPhone(phone), href: telUrl(phone) } : null,
    link: { shown: href.replace(/^https?:\/\//, '').replace(/\/$/, ''), href },
    qr: absolute(origin, qrImageUrl(card.userId, 'png', { size: SIGNATURE_QR_SIZE })),
    // The file service makes only its variant widths (any other is refused): the smallest.
    photo: info.profilePicture?.key
      ? absolute(origin, fileUrl(info.profilePicture.key, IMAGE_VARIANT_WIDTHS[0])!)
      : null,
    accent,
    accentText: readableOn(accent, MAIL_BACKGROUND),
    onAccent: textColourOn(accent),
    words,
  };
}

const table = (rows: string, style = '') =>
  `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;${FONT};${style}">${rows}</table>`;

const image = (src: string, alt: string, size: number, round = false) =>
  `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" style="display:block;width:${size}px;height:${size}px;border:0;${round ? 'border-radius:50%;' : ''}">`;

const qrImage = (p: Parts, size = QR_SHOWN) =>
  image(p.qr, p.name ? p.words.qrOf(p.name) : p.words.qrOfMine, size);

// A card's address without a personal link is long: it breaks anywhere rather than widen the
// signature past a phone's mail window.
const link = (href: string, shown: string, colour: string) =>
  `<a href="${escapeHtml(href)}" style="color:${colour};text-decoration:none;word-break:break-all">${escapeHtml(shown)}</a>`;

/** The lines under the name: role, phone, card link; each its own row. */
function detailRows(p: Parts, { name = true } = {}): string {
  const row = (content: string, style: string) =>
    `<tr><td style="padding:0 0 2px 0;${style}">${content}</td></tr>`;
  return [
    name && p.name ? row(escapeHtml(p.name), `font-size:16px;font-weight:bold;color:${TEXT}`) : '',
    p.role ? row(escapeHtml(p.role), `font-size:13px;color:${p.accentText}`) : '',
    p.phone ? row(link(p.phone.href, p.phone.shown, TEXT), 'font-size:13px') : '',
    row(link(p.link.href, p.link.shown, p.accentText), 'font-size:13px;font-weight:bold'),
  ].join('');
}

const LAYOUTS: Record<SignatureLayout, (p: Parts) => string> = {
  // Photo (or the QR alone when there is no photo) beside the details, the QR at the end.
  classic: (p) =>
    table(
      `<tr>${
        p.photo
          ? `<td style="padding:0 12px 0 0;vertical-align:top">${image(p.photo, p.name, PHOTO_SHOWN, true)}</td>`
          : ''
      }<td style="padding:0 12px;vertical-align:top;border-left:3px solid ${p.accent}">${table(detailRows(p))}</td><td style="padding:0 0 0 12px;vertical-align:top">${qrImage(p)}</td></tr>`,
    ),
  // One column, for narrow screens and plain replies.
  compact: (p) =>
    table(
      `<tr><td style="padding:0 0 6px 0">${table(detailRows(p))}</td></tr><tr><td style="padding:0">${qrImage(p, 56)}</td></tr>`,
    ),
  // The name on a bar of the colour, the details and QR under it.
  bold: (p) =>
    table(
      `<tr><td colspan="2" style="padding:8px 12px;background-color:${p.accent};color:${p.onAccent};font-size:17px;font-weight:bold">${escapeHtml(p.name)}</td></tr><tr><td style="padding:8px 12px 0 12px;vertical-align:top">${table(detailRows(p, { name: false }))}</td><td style="padding:8px 0 0 0;vertical-align:top">${qrImage(p)}</td></tr>`,
      'min-width:280px',
    ),
};

/**
 * The card's signature in `layout`, on `origin` (the app's, e.g. https://tapfolio.in), its words
 * in the person's language (English by default).
 */
export function signatureOf(
  card: Portfolio,
  layout: SignatureLayout,
  origin: string,
  words: SignatureWords = signatureTexts,
): Signature {
  const p = partsOf(card, origin, words);
  const html = LAYOUTS[layout](p);
  if (html.length > SIGNATURE_MAX_CHARS) {
    // The fields' own limits keep it far below; a signature Gmail refuses is not handed on.
    throw new Error(`The signature is ${html.length} characters, over ${SIGNATURE_MAX_CHARS}`);
  }
  // What a plain-text client (Gmail on Android) keeps: the same lines, the link spelled out.
  const text = [p.name, p.role, p.phone?.shown, p.link.href].filter(Boolean).join('\n');
  return { html, text };
}
