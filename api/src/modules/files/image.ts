import sharp from 'sharp';
import {
  IMAGE_MAX_SIDE_PX,
  MB,
  localizeTexts,
  portfolioErrors,
  serverErrors,
  type UploadedFile,
} from 'shared-contracts';
import { HttpError, localized } from '../../lib/http-error.js';
import { ImageWorkBusy, imageWork } from './image-work.js';

/**
 * 24 megapixels (6000 x 4000): the photos of most phones as they come, though the editor already
 * scales anything over 2 MB down to 1920 px. libvips streams a baseline JPEG or a plain PNG of that
 * size through the resize in about 30-50 MB (scripts/bench-uploads.js measures it).
 */
export const MAX_INPUT_PIXELS = 24_000_000;
/**
 * A progressive JPEG or an interlaced PNG is decoded whole before it can be resized, so its pixels
 * are bounded by their decoded bytes instead: at 48 MiB one decode peaks at about 80-90 MB (8-bit
 * RGB: 16.7 MP, RGBA: 12.5 MP, 16-bit RGBA: 6.3 MP). scripts/bench-uploads.js measures it.
 */
export const MAX_WHOLE_DECODE_BYTES = 48 * 1024 * 1024;
export const JPEG_QUALITY = 85;

/** How a JPEG is stored; part of what names a copy made earlier (demo/catalogue/drawn-once.ts). */
export const STORED_JPEG = { quality: JPEG_QUALITY, mozjpeg: true } as const;

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
  localized(
    new HttpError(413, serverErrors.imageTooLarge(megabytes(maxBytes)), 'IMAGE_TOO_LARGE'),
    (catalogue) => localizeTexts(serverErrors, catalogue).imageTooLarge(megabytes(maxBytes)),
  );
const notAnImage = () => new HttpError(415, portfolioErrors.uploadNotImage, 'UNSUPPORTED_IMAGE');
const unreadable = () => new HttpError(400, serverErrors.imageUnreadable, 'UNREADABLE_IMAGE');
/**
 * The spec's text as it is; the bound itself is in api/README.md. Both bounds answer alike: to the
 * person the cure is the same, a smaller picture.
 */
const tooManyPixels = () =>
  new HttpError(413, portfolioErrors.uploadTooManyPixels, 'IMAGE_TOO_MANY_PIXELS');

interface Header {
  format: string | undefined;
  width: number;
  height: number;
  channels: number;
  isProgressive: boolean;
  depth: string | undefined;
}

/** Refuses an image whose decode would pass the memory bound. */
function checkPixels({ width, height, channels, isProgressive, depth }: Header) {
  const pixels = width * height;
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();
  const bytesPerPixel = channels * (depth === 'ushort' ? 2 : 1);
  const wholeMax = Math.floor(MAX_WHOLE_DECODE_BYTES / bytesPerPixel);
  const whole = isProgressive || depth === 'ushort';
  if (whole && pixels > wholeMax) throw tooManyPixels();
}

/**
 * Judges an upload by its bytes alone (never its name or declared type), then re-encodes it: the
 * EXIF orientation applied, at most IMAGE_MAX_SIDE_PX a side, sRGB, and no metadata (EXIF, GPS,
 * XMP, ICC) left. JPEG in gives JPEG out, PNG gives PNG, so transparency survives.
 */
export async function reencodeImage(input: Buffer): Promise<EncodedImage> {
  let header: Header;
  try {
    // Reads the header only; the pixel bounds are checked here so the answer can say why.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    header = {
      format: metadata.format,
      width: metadata.width ?? 0,
      height: metadata.height ?? 0,
      channels: metadata.channels ?? 4,
      isProgressive: metadata.isProgressive ?? true,
      depth: metadata.depth,
    };
  } catch {
    throw notAnImage();
  }
  const { format } = header;
  if (format !== 'jpeg' && format !== 'png') throw notAnImage();
  checkPixels(header);

  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().resize({
    width: IMAGE_MAX_SIDE_PX,
    height: IMAGE_MAX_SIDE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoder = format === 'jpeg' ? pipeline.jpeg(STORED_JPEG) : pipeline.png();
  try {
    const { data, info } = await imageWork(() => encoder.toBuffer({ resolveWithObject: true }));
    return { data, ...FORMATS[format], width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ImageWorkBusy) throw error;
    // A header that promised an image over data that is not one (truncated, corrupt).
    throw unreadable();
  }
}
