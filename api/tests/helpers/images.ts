import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Real image bytes, made with sharp, for the upload tests. */

const solid = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Noise does not compress: how to make a JPEG of a known large size. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

export const jpeg = (width = 640, height = 480) => solid(width, height).jpeg().toBuffer();

export const png = (width = 320, height = 240) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 160, b: 90, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

export const EXIF_SECRET = 'secret-copyright-0xC0FFEE';
export const EXIF_ARTIST = 'Hidden Artist Name';

/** A JPEG carrying EXIF text that must not survive the upload. */
export const jpegWithExif = () =>
  solid(400, 300)
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: EXIF_SECRET, Artist: EXIF_ARTIST } } })
    .toBuffer();

/** 300 wide and 200 high as stored, but EXIF orientation 6 says: turn it to stand upright. */
export const jpegRotatedByExif = () =>
  solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();

/** Wider than IMAGE_MAX_SIDE_PX, so it must come back smaller. */
export const wideJpeg = () => solid(3000, 1000).jpeg().toBuffer();

/** Over 2 MB (random noise at quality 100). */
export const bigJpeg = async () => {
  const data = await noise(2000, 1500).jpeg({ quality: 100 }).toBuffer();
  if (data.length <= 2 * 1024 * 1024) throw new Error(`bigJpeg is only ${data.length} bytes`);
  return data;
};

/** Between the service limit (1.2 MB) and the portfolio limit (2 MB). */
export const mediumJpeg = async () => {
  const data = await noise(1200, 900).jpeg({ quality: 100 }).toBuffer();
  if (data.length <= 1.2 * 1024 * 1024 || data.length > 2 * 1024 * 1024) {
    throw new Error(`mediumJpeg is ${data.length} bytes`);
  }
  return data;
};

/** 8000 x 8000 = 64 megapixels of one colour: a few hundred KB that would decode to 192 MB. */
export const hugePixelPng = () => solid(8000, 8000, '#ffffff').png().toBuffer();

export const webp = () => solid(100, 100).webp().toBuffer();

export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

export const metadataOf = (data: Buffer) => sharp(data).metadata();
