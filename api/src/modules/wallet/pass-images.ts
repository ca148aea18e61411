import sharp from 'sharp';
import { textColourOn } from 'shared-contracts';

/** Tapfolio's "T" (shell/public/favicon.svg), on a 64-unit square. */
const MARK = 'M18 17h28v8H36v24h-8V25H18z';

/** Apple's pass images, in points: drawn at 1x, 2x and 3x. */
const ICON_POINTS = 38;
const LOGO_POINTS = 50;
const SCALES = [1, 2, 3] as const;

const fileName = (base: string, scale: number) =>
  scale === 1 ? `${base}.png` : `${base}@${scale}x.png`;

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${body}</svg>`;

/** The icon (notifications, the lock screen): the mark on the card's colour. */
const icon = (size: number, accent: string) =>
  svg(
    size,
    `<rect width="64" height="64" rx="14" fill="${accent}"/><path d="${MARK}" fill="${textColourOn(accent)}"/>`,
  );

/** The logo (the pass's top left, on its background of the card's colour): the mark alone. */
const logo = (size: number, accent: string) =>
  svg(size, `<path d="${MARK}" fill="${textColourOn(accent)}"/>`);

const png = (source: string) => sharp(Buffer.from(source)).png().toBuffer();

async function draw(accent: string): Promise<Record<string, Buffer>> {
  const files = await Promise.all(
    SCALES.flatMap((scale) => [
      png(icon(ICON_POINTS * scale, accent)).then((bytes) => [fileName('icon', scale), bytes]),
      png(logo(LOGO_POINTS * scale, accent)).then((bytes) => [fileName('logo', scale), bytes]),
    ]),
  );
  return Object.fromEntries(files) as Record<string, Buffer>;
}

/** Few colours are in use (each organisation's and the default): each is drawn once. */
const MAX_KEPT = 64;
const drawn = new Map<string, Promise<Record<string, Buffer>>>();

/** icon.png and logo.png at 1x, 2x and 3x, in the card's colours. */
export function passImages(accent: string): Promise<Record<string, Buffer>> {
  let images = drawn.get(accent);
  if (!images) {
    if (drawn.size >= MAX_KEPT) drawn.delete(drawn.keys().next().value!);
    images = draw(accent);
    // A failure is not kept: the next pass draws again.
    images.catch(() => drawn.delete(accent));
    drawn.set(accent, images);
  }
  return images;
}
