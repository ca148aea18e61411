import type { ScannedContact } from 'shared-contracts';
import type { Worker as TesseractWorker } from 'tesseract.js';
import {
  OCR_LANGUAGE,
  OCR_PARAMETERS,
  overallProgress,
  readBusinessCard,
  type OcrReader,
} from './business-card-ocr';
import { ocrAssetUrls } from './ocr-assets';
import { canvasToPng, drawImage, OCR_MAX_SIDE } from './page-image';

let worker: Promise<TesseractWorker> | null = null;
let reportProgress: ((fraction: number) => void) | undefined;

/**
 * tesseract.js (about 20 kB), its worker, the 4 MB core and the 3 MB English data are loaded on
 * the first scan only, and the worker is kept for the next card (the data is also kept in the
 * browser's IndexedDB by tesseract.js, so a later visit does not download it again).
 */
function ocrWorker(): Promise<TesseractWorker> {
  worker ??= (async () => {
    const { createWorker, OEM } = await import('tesseract.js');
    const created = await createWorker(OCR_LANGUAGE, OEM.LSTM_ONLY, {
      ...ocrAssetUrls(),
      gzip: true,
      logger: ({ status, progress }) => {
        const fraction = overallProgress(status, progress);
        if (fraction !== null) reportProgress?.(fraction);
      },
    });
    await created.setParameters(OCR_PARAMETERS);
    return created;
  })().catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

/**
 * A photo of a paper business card read on the phone into the Contacts form's candidates. The
 * photo is drawn at most 1600 px and grey before Tesseract reads it; nothing leaves the device.
 */
export async function scanBusinessCard(
  image: Blob,
  onProgress?: (fraction: number) => void,
): Promise<ScannedContact> {
  const { canvas } = await drawImage(image, { maxSide: OCR_MAX_SIDE, greyscale: true });
  const png = await canvasToPng(canvas);
  reportProgress = onProgress;
  try {
    const reader = await ocrWorker();
    const { contact } = await readBusinessCard(reader as unknown as OcrReader, png);
    onProgress?.(1);
    return contact;
  } finally {
    reportProgress = undefined;
  }
}

/** Ends the OCR worker (a screen that scans may call it when it closes); the next scan starts one. */
export async function releaseBusinessCardScanner(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}
