import { defineTexts } from '../i18n/texts.js';

/** The QR code of a card (GET /portfolio/{userId}/qr): what a client may ask for. */
export const QR_FORMATS = ['svg', 'png'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];
export const QR_DEFAULT_FORMAT: QrFormat = 'svg';
/** Pixels: the PNG's width, the SVG's width/height attributes. */
export const QR_DEFAULT_SIZE = 512;
export const QR_MIN_SIZE = 128;
export const QR_MAX_SIZE = 2048;
/**
 * The sizes made: any size asked is answered with the nearest of these (a tie, the smaller), so
 * a stream of odd sizes cannot make the server draw and keep a new image for each.
 */
export const QR_SIZES = [128, 256, 512, 1024, 2048] as const;
export const snapQrSize = (asked: number): number =>
  QR_SIZES.reduce((best, size) => (Math.abs(size - asked) < Math.abs(best - asked) ? size : best));
/** The file names a download is offered under. */
export const qrFileName = (format: QrFormat) => `tapfolio-card.${format}`;

export const qrErrors = defineTexts('qrErrors', {
  formatInvalid: `format must be one of: ${QR_FORMATS.join(', ')}`,
  sizeInvalid: `size must be a whole number of pixels from ${QR_MIN_SIZE} to ${QR_MAX_SIZE}`,
  downloadInvalid: 'download must be 1 or 0',
});
