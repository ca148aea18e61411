import { LRUCache } from 'lru-cache';
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';
import sharp from 'sharp';
import { snapQrSize, type QrFormat } from 'shared-contracts';
import { imageWork } from '../files/public.js';
import { strongEtag } from '../../lib/etag.js';

/**
 * Q restores up to 25 % of the symbol: enough for a scuffed or smudged print, with no logo laid
 * over it to pay for. H (30 %) would need a denser symbol for the same URL, so smaller modules at
 * a given print size, which a phone reads from less far away.
 */
export const QR_ERROR_CORRECTION: QRCodeErrorCorrectionLevel = 'Q';
/** The quiet zone the standard asks for, in modules. */
export const QR_QUIET_ZONE = 4;

export interface QrImage {
  body: string | Buffer;
  contentType: string;
  etag: string;
}

/**
 * Where the modules go: whole pixels per module, centred on white of exactly `size` px, so the
 * quiet zone only grows. qrcode's own `width` scales modules by a fraction: uneven modules (its
 * 128 px PNG did not scan) and an image a pixel short.
 */
function layout(text: string, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const count = modules.size;
  const scale = Math.max(1, Math.floor(size / (count + 2 * QR_QUIET_ZONE)));
  const offset = Math.max(0, Math.floor((size - count * scale) / 2));
  /** Each row's runs of dark modules, as [first column, length]. */
  const runs: [row: number, col: number, length: number][] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!modules.get(row, col)) continue;
      let length = 1;
      while (col + length < count && modules.get(row, col + length)) length++;
      runs.push([row, col, length]);
      col += length;
    }
  }
  return { scale, offset, runs };
}

/** The code as a grey PNG of exactly `size` px, quiet zone included (the backgrounds lay it in). */
export async function qrPng(text: string, size: number): Promise<Buffer> {
  const { scale, offset, runs } = layout(text, size);
  const pixels = Buffer.alloc(size * size, 255);
  for (const [row, col, length] of runs) {
    for (let dy = 0; dy < scale; dy++) {
      const start = (offset + row * scale + dy) * size + offset + col * scale;
      pixels.fill(0, start, start + length * scale);
    }
  }
  // Grey, not a two-colour palette: quantizing a 2048 px image to a palette took about 70 MB a
  // render (`npm run bench`, bench-qr.js); the grey PNG is larger (47 KB against 3 KB at 2048 px)
  // but costs a few MB.
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The same pixels as the PNG, as vector: sharp at its nominal size, and at any print size. Only a
 * rectangle and a path of numbers, nothing to run and nothing it refers to.
 */
function svg(text: string, size: number): string {
  const { scale, offset, runs } = layout(text, size);
  const path = runs
    .map(([row, col, length]) => {
      const w = length * scale;
      return `M${offset + col * scale} ${offset + row * scale}h${w}v${scale}h-${w}z`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>\n`
  );
}

function render(text: string, format: QrFormat, size: number): Promise<QrImage> | QrImage {
  if (format === 'svg') {
    const body = svg(text, size);
    return { body, contentType: 'image/svg+xml; charset=utf-8', etag: strongEtag(body) };
  }
  return qrPng(text, size).then((body) => ({
    body,
    contentType: 'image/png',
    etag: strongEtag(body),
  }));
}

/** Runs one piece of image work within the process's bound (files' `imageWork`). */
export type ImageWorkRunner = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * The images made so far, by text, format and size: a card's QR code only changes with its URL,
 * and a 2048 px PNG takes tens of milliseconds to make. Only QR_SIZES are made (a size asked is
 * snapped to the nearest); requests for an image being made wait for that one; a new one is made
 * within the bound every image of the process shares (`run`: a full queue refuses it, a 503).
 * Bounded in bytes, so cards asked at random cannot take the memory.
 */
export function createQrImages({
  maxBytes = 32 * 1024 * 1024,
  run = imageWork,
}: { maxBytes?: number; run?: ImageWorkRunner } = {}) {
  const made = new LRUCache<string, QrImage>({
    max: 2000,
    maxSize: maxBytes,
    sizeCalculation: (image) => Math.max(1, Buffer.byteLength(image.body)),
  });
  const making = new Map<string, Promise<QrImage>>();
  return (text: string, format: QrFormat, asked: number): Promise<QrImage> => {
    const size = snapQrSize(asked);
    const key = `${format} ${size} ${text}`;
    const known = made.get(key);
    if (known) return Promise.resolve(known);
    const pending = making.get(key);
    if (pending) return pending;
    const image = run(async () => render(text, format, size))
      .then((drawn) => {
        made.set(key, drawn);
        return drawn;
      })
      .finally(() => making.delete(key));
    making.set(key, image);
    return image;
  };
}
