/**
 * Where the OCR's worker, its WebAssembly core and the English data are served: copied by
 * rsbuild.config.ts from tesseract.js, tesseract.js-core and @tesseract.js-data/eng into the
 * remote's own build (`ocr/`), so nothing is fetched from a CDN when someone scans (tesseract.js
 * otherwise reads all three from jsDelivr).
 */
export const OCR_DIR = 'ocr';
export const OCR_WORKER_FILE = 'worker.min.js';
/** The LSTM-only cores (plain, SIMD, relaxed SIMD): the worker picks the one the device runs. */
export const OCR_CORE_FILES = [
  'tesseract-core-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-relaxedsimd-lstm.wasm.js',
] as const;
/** `4.0.0_best_int`: the integer LSTM model, 2.9 MB gzipped, the one tesseract.js picks for LSTM. */
export const OCR_LANGUAGE_FILE = 'eng.traineddata.gz';

export interface OcrAssetUrls {
  workerPath: string;
  corePath: string;
  langPath: string;
  /** A worker from another origin must start from a blob; ours starts from its own URL. */
  workerBlobURL: boolean;
}

declare const __webpack_public_path__: string | undefined;

/**
 * The remote's public path at run time: the build's assetPrefix is 'auto', so it is where the
 * remote's own files were loaded from (/remotes/portfolio/{version}/ behind the gateway).
 */
export function remotePublicPath(): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return new URL(base || '/', globalThis.location?.href ?? 'http://localhost/').href;
}

export function ocrAssetUrls(
  publicPath: string = remotePublicPath(),
  pageOrigin: string | undefined = globalThis.location?.origin,
): OcrAssetUrls {
  const base = new URL(`${OCR_DIR}/`, publicPath);
  return {
    workerPath: new URL(OCR_WORKER_FILE, base).href,
    // A folder: the worker adds the core file it chooses.
    corePath: new URL('core', base).href,
    langPath: new URL('lang', base).href,
    workerBlobURL: pageOrigin !== undefined && base.origin !== pageOrigin,
  };
}
