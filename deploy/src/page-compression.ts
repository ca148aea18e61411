import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** A page made by the gateway (a card, the app's page), and its compressed forms once asked for. */
export interface EncodedPage {
  etag: string;
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** br when the visitor accepts it, else gzip, else none (`q=0` refuses one). */
export function preferredEncoding(
  header: string | string[] | undefined,
): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Compressed once per page made (a card is read far more often than it is saved). */
export function compressed(page: EncodedPage, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
    });
    return page.br;
  }
  page.gzip ??= gzipSync(page.html, { level: 9 });
  return page.gzip;
}
