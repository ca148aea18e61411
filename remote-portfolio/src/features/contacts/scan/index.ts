export { scanBusinessCard, releaseBusinessCardScanner } from './scan-business-card';
export { scanQrCode, decodeQrPixels, QR_MAX_SIDE } from './scan-qr-code';
export {
  OCR_LANGUAGE,
  OCR_PARAMETERS,
  overallProgress,
  readBusinessCard,
  type OcrReader,
} from './business-card-ocr';
export {
  OCR_CORE_FILES,
  OCR_DIR,
  OCR_LANGUAGE_FILE,
  OCR_WORKER_FILE,
  ocrAssetUrls,
  remotePublicPath,
  type OcrAssetUrls,
} from './ocr-assets';
export { OCR_MAX_SIDE, scaledSize, toGreyscale } from './page-image';
