import sharp from 'sharp';
import { IMAGE_MAX_SIDE_PX, MB, portfolioErrors, type UploadedFile } from 'shared-contracts';
import { HttpError } from '../../lib/http-error.js';
import { imageWork } from './image-work.js';

/** 40 megapixels: any phone photo, but not a decompression bomb (a tiny PNG of 64 MP and more). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const JPEG_QUALITY = 85;

export interface EncodedImage {
  data: Buffer;
  contentType: UploadedFile['contentType'];
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

const FORMATS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
} as const;

const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

export const imageTooLarge = (maxBytes: number) =>
  new HttpError(413, `The image must be at most ${megabytes(maxBytes)}`, 'IMAGE_TOO_LARGE');
const notAnImage = () => new HttpError(415, portfolioErrors.uploadNotImage, 'UNSUPPORTED_IMAGE');
const tooManyPixels = () =>
  new HttpError(413, portfolioErrors.uploadTooManyPixels, 'IMAGE_TOO_MANY_PIXELS');
const unreadable = () => new HttpError(400, 'The image could not be read', 'UNREADABLE_IMAGE');

/**
 * Judges an upload by its bytes alone (never its name or declared type), then re-encodes it: the
 * EXIF orientation applied, at most IMAGE_MAX_SIDE_PX a side, sRGB, and no metadata (EXIF, GPS,
 * XMP, ICC) left. JPEG in gives JPEG out, PNG gives PNG, so transparency survives.
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage> {
  let format: string | undefined;
  let pixels: number;
  try {
    // Reads the header only; the pixel bound is checked here so the answer can say why.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (format !== 'jpeg' && format !== 'png') throw notAnImage();
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();

  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().resize({
    width: IMAGE_MAX_SIDE_PX,
    height: IMAGE_MAX_SIDE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoder =
    format === 'jpeg' ? pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }) : pipeline.png();
  try {
    const { data, info } = await imageWork(() => encoder.toBuffer({ resolveWithObject: true }));
    return { data, ...FORMATS[format], width: info.width, height: info.height };
  } catch {
    // A header that promised an image over data that is not one (truncated, corrupt).
    throw unreadable();
  }
}
