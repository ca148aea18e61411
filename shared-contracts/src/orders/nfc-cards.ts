import { defineTexts } from '../i18n/texts.js';

/** The NFC cards printed for a person's paid orders (issue 13): each chip holds `/c/{code}`. */
export const NFC_CARD_STATUSES = ['active', 'lost', 'inactive'] as const;
export type NfcCardStatus = (typeof NFC_CARD_STATUSES)[number];

/**
 * 12 characters of an alphabet without look-alikes (no 0/O, 1/I/L), typed by whoever writes
 * chips: 31^12, about 8 x 10^17 codes, which no one can walk. The first cards were printed with 8,
 * and their chips still hold them: both lengths are codes.
 */
export const NFC_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const NFC_CODE_LENGTH = 12;
export const NFC_LEGACY_CODE_LENGTH = 8;
export const NFC_CODE_PATTERN = new RegExp(
  `^(?:[${NFC_CODE_ALPHABET}]{${NFC_CODE_LENGTH}}|[${NFC_CODE_ALPHABET}]{${NFC_LEGACY_CODE_LENGTH}})$`,
);

/** What a chip holds. */
export const nfcCardUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/c/${code}`;

/** A card as its owner (GET /user/nfc-cards) and an order's detail see it. */
export interface NfcCard {
  code: string;
  status: NfcCardStatus;
  /** What the chip holds: `{PUBLIC_URL}/c/{code}`. */
  url: string;
  orderId: string | null;
  /** The design's name, from the order line. */
  productName: string | null;
  createdAt: string;
}

export const nfcCardTexts = defineTexts('nfcCardTexts', {
  heading: 'My NFC cards',
  empty: 'Cards you buy appear here once their order is paid.',
  active: 'Active',
  lost: 'Marked lost',
  inactive: 'Inactive',
  markLost: 'Mark as lost',
  markLostTitle: 'Mark this card as lost?',
  markLostText: 'Its link stops opening your card until you reactivate it.',
  reactivate: 'Reactivate',
  markedLost: 'The card is switched off.',
  reactivated: 'The card works again.',
  updateFailed: 'Failed to update the card. Please try again.',
  orderCodes: 'Card codes',
  /** The neutral page of a lost or inactive card's link: no personal data. */
  noLongerActive: 'This card is no longer active',
  noLongerActiveText: 'Ask the person who gave it to you for their new card or link.',
});

export const nfcCardErrors = defineTexts('nfcCardErrors', {
  notFound: 'Card not found',
  statusInvalid: 'status must be "active" or "lost"',
});
