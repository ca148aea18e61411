import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type * as Tesseract from 'tesseract.js';
import {
  OCR_LANGUAGE,
  OCR_LANGUAGE_FILE,
  OCR_PARAMETERS,
  ocrAssetUrls,
  readBusinessCard,
  toGreyscale,
  type OcrReader,
} from '../../src/features/contacts/scan';

/**
 * Cards drawn in Node read by the real Tesseract (tesseract.js's Node worker, the same LSTM core
 * and the same English data the remote serves, fetched over HTTP from the path the browser
 * computes) and the same reading of its text as on a phone. One worker for every card: starting
 * it is most of a scan's cost. tesseract.js, @napi-rs/canvas and the drawing are loaded by Node
 * itself: bundled, they would take their browser builds.
 */
interface CardImages {
  drawCard(
    layout: string,
    seed: number,
    prepare: (pixels: { data: Uint8ClampedArray }) => void,
  ): Promise<{ image: Buffer; expected: { name: string; phoneNumbers: string[]; email: string } }>;
}

const CARD_IMAGES = new URL('../../scripts/card-images.js', import.meta.url).href;
const ENG_DATA = new URL(
  '../../../node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
  import.meta.url,
);

let server: Server;
let worker: Tesseract.Worker;
let cards: CardImages;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.endsWith(`/ocr/lang/${OCR_LANGUAGE_FILE}`)) {
      createReadStream(ENG_DATA).pipe(response);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { langPath } = ocrAssetUrls(`http://127.0.0.1:${port}/remotes/portfolio/1.0.0/`);

  const tesseract: typeof Tesseract = await import(/* webpackIgnore: true */ 'tesseract.js');
  cards = await import(/* webpackIgnore: true */ CARD_IMAGES);
  worker = await tesseract.createWorker(OCR_LANGUAGE, tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters(OCR_PARAMETERS);
}, 30_000);

afterAll(async () => {
  await worker?.terminate();
  server?.close();
});

describe('scanning a paper business card', () => {
  it.each(['centred', 'logo-left', 'two-phones', 'photo'])(
    'finds the name, the phones and the e-mail on a %s card',
    async (layout) => {
      const { image, expected } = await cards.drawCard(layout, 11, toGreyscale);
      const { text, contact } = await readBusinessCard(worker as unknown as OcrReader, image);
      const seen = `${layout} card read as:\n${text}`;
      expect(contact.name, seen).toBe(expected.name);
      expect(contact.phoneNumbers, seen).toEqual(expected.phoneNumbers);
      expect(contact.emails, seen).toEqual([expected.email]);
    },
    20_000,
  );
});
