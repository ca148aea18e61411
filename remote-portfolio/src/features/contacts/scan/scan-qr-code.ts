import { drawImage } from './page-image';

/** A QR in a photo is found as well at 1200 px, and jsQR's time grows with the pixels. */
export const QR_MAX_SIDE = 1200;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** jsQR over RGBA pixels: what the tests run too. Loaded only when a browser lacks a detector. */
export async function decodeQrPixels(pixels: {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const code = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' });
  return code?.data || null;
}

/**
 * The text of the QR code in a photo (a vCard, a MECARD, a link), or null when none is found:
 * the browser's BarcodeDetector where it reads QR codes (Chrome on Android, Safari 17+ on iOS
 * does not), else jsQR, pure JavaScript, on the photo's pixels.
 */
export async function scanQrCode(image: Blob): Promise<string | null> {
  const detector = await nativeDetector();
  if (detector) {
    const bitmap = await createImageBitmap(image);
    try {
      const [code] = await detector.detect(bitmap);
      if (code?.rawValue) return code.rawValue;
    } catch {
      // A detector that fails on this image: the JavaScript reader below tries it.
    } finally {
      bitmap.close();
    }
  }
  const { pixels } = await drawImage(image, { maxSide: QR_MAX_SIDE, greyscale: false });
  return decodeQrPixels(pixels);
}
