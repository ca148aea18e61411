import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from '@rstest/core';
import jsQR from 'jsqr';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { composeCardFront, MM_PER_PT } from 'shared-contracts';
import { loadFonts } from '../src/modules/artwork/fonts.js';
import {
  ArtworkError,
  renderArtwork,
  type ArtworkCard,
} from '../src/modules/artwork/render-artwork.js';
import { clusterTexts, shapeText } from '../src/modules/artwork/shape-text.js';

/** A design picture as a product has one: a diagonal gradient with a soft shape on it. */
const design = (from: string, to: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="780">` +
        `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
        `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
        `<rect width="1200" height="780" fill="url(#g)"/>` +
        `<circle cx="960" cy="220" r="280" fill="#fff" fill-opacity="0.25"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** A portrait photo, upright only by its EXIF orientation, as phones store them. */
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c08457' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A logo with transparency. */
const logo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120">' +
        '<rect y="10" width="100" height="100" rx="20" fill="#e63946"/>' +
        '<rect x="120" y="40" width="260" height="40" fill="#1d3557"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const card = (code: string, fields: Partial<ArtworkCard> = {}): ArtworkCard => ({
  orderCode: 'TF-7K3Q9D',
  code,
  url: `https://tapfolio.test/c/${code}`,
  productName: 'Sunset',
  design: { front: null, back: null },
  name: 'Anand Kumar',
  designation: 'Senior Product Designer',
  photo: null,
  logo: null,
  ...fields,
});

/** Every text item of a page, as PDF.js extracts them (split where the font changes). */
async function textsOf(pdf: PDFDocumentProxy, pageNumber: number): Promise<string[]> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : ''));
}

/** What a phone would read from the page, rendered by PDF.js at 288 dpi. */
async function qrOf(pdf: PDFDocumentProxy, pageNumber: number): Promise<string | null> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 4 });
  // PDF.js's own canvas maker: a canvas of the @napi-rs/canvas it loaded (one made with another
  // load of it crashes the renderer). Its API types it as a bare Object.
  const factory = pdf.canvasFactory as {
    create(width: number, height: number): { canvas: Canvas; context: SKRSContext2D };
  };
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, canvas, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  // jsqr is CommonJS: under NodeNext its default export is the module, whose `default` is jsQR.
  return jsQR.default(image.data, image.width, image.height)?.data ?? null;
}

const read = (bytes: Uint8Array) =>
  getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;

const DEVANAGARI = 'प्रिया शर्मा';
const TAMIL = 'கார்த்திக்';
const MIXED = 'Priya Sharma (प्रिया शर्मा)';

describe('renderArtwork', () => {
  let cards: ArtworkCard[];
  let bytes: Uint8Array;
  let pdf: PDFDocumentProxy;
  beforeAll(async () => {
    const [front, back, face, mark] = await Promise.all([
      design('#0b3d91', '#f4a261'),
      design('#264653', '#2a9d8f'),
      photo(),
      logo(),
    ]);
    cards = [
      card('AB12CD34EF56', { design: { front, back }, photo: face, logo: mark }),
      card('GH78JK90LM12', { name: DEVANAGARI, designation: 'वरिष्ठ डिज़ाइनर' }),
      card('NP34QR56ST78', { name: TAMIL, designation: 'மென்பொருள் பொறியாளர்', photo: face }),
      card('UV90WX12YZ34', { orderCode: 'TF-2M8N4P', name: MIXED, logo: mark }),
    ];
    bytes = await renderArtwork(cards);
    pdf = await read(bytes);
  });

  it('has a front and a back page per card, each the CR80 card with 3 mm of bleed', async () => {
    expect(pdf.numPages).toBe(2 * cards.length);
    for (let n = 1; n <= pdf.numPages; n++) {
      const [x0, y0, x1, y1] = (await pdf.getPage(n)).view as [number, number, number, number];
      expect(Math.abs((x1 - x0) * MM_PER_PT - 91.6)).toBeLessThan(0.01);
      expect(Math.abs((y1 - y0) * MM_PER_PT - 59.98)).toBeLessThan(0.01);
    }
  });

  it('sets the TrimBox on the card edge (3 mm in) and the BleedBox to the whole page', async () => {
    // PDF.js does not expose the boxes: pdf-lib's parser reads them from the saved bytes.
    const saved = await PDFDocument.load(bytes);
    for (const page of saved.getPages()) {
      const mm = (box: { x: number; y: number; width: number; height: number }) =>
        [box.x, box.y, box.width, box.height].map((v) => Math.round(v * MM_PER_PT * 100) / 100);
      expect(mm(page.getMediaBox())).toEqual([0, 0, 91.6, 59.98]);
      expect(mm(page.getBleedBox())).toEqual([0, 0, 91.6, 59.98]);
      expect(mm(page.getTrimBox())).toEqual([3, 3, 85.6, 53.98]);
    }
  });

  it('prints the name and designation on the front, the URL and both codes on the back', async () => {
    for (const [i, printed] of cards.entries()) {
      const front = (await textsOf(pdf, 2 * i + 1)).join('');
      const back = (await textsOf(pdf, 2 * i + 2)).join('');
      expect(front).toContain(printed.name);
      expect(front).toContain(printed.designation);
      expect(back).toContain(printed.url);
      expect(back).toContain(printed.orderCode);
      expect(back).toContain(printed.code);
    }
  });

  it('sets the name and designation where the shared composition (the checkout preview) puts them', async () => {
    const [printed] = cards;
    const front = composeCardFront({
      name: printed!.name,
      designation: printed!.designation,
      design: true,
      photo: true,
      logo: { width: 3, height: 1 },
    });
    const items = (await (await pdf.getPage(1)).getTextContent()).items.filter(
      (item) => 'str' in item && item.str.trim() !== '',
    );
    const at = (text: string) => {
      const item = items.find((each) => 'str' in each && text.startsWith(each.str.trim()));
      const [, , , , x, y] = (item as { transform: number[] }).transform;
      // PDF.js answers points from the page's bottom; the composition millimetres from its top.
      return { x: x! * MM_PER_PT, fromTop: front.page.height - y! * MM_PER_PT };
    };
    for (const line of [front.name, front.designation]) {
      const { x, fromTop } = at(line.text);
      expect(x).toBeCloseTo(line.x, 1);
      expect(fromTop).toBeCloseTo(line.baseline, 1);
    }
  });

  it('reads Devanagari and Tamil names back as the same Unicode, though drawn reordered', async () => {
    // Whole items, not substrings: each name is one run of one font.
    expect(await textsOf(pdf, 3)).toContain(DEVANAGARI);
    expect(await textsOf(pdf, 3)).toContain('वरिष्ठ डिज़ाइनर');
    expect(await textsOf(pdf, 5)).toContain(TAMIL);
    expect(await textsOf(pdf, 5)).toContain('மென்பொருள் பொறியாளர்');
    expect((await textsOf(pdf, 7)).join('')).toContain(MIXED);
  });

  it('puts a QR code of exactly the card URL on every back', async () => {
    for (const [i, printed] of cards.entries()) {
      expect(await qrOf(pdf, 2 * i + 2)).toBe(printed.url);
    }
  });

  it('embeds every font, as a subset', async () => {
    const saved = await PDFDocument.load(bytes);
    const fonts = new Set<string>();
    for (const page of saved.getPages()) {
      const resources = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
      for (const ref of resources.values()) {
        const font = saved.context.lookup(ref as PDFRef, PDFDict);
        const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
        const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
        expect(descriptor.get(PDFName.of('FontFile2'))).toBeInstanceOf(PDFRef);
        fonts.add(font.lookup(PDFName.of('BaseFont'), PDFName).decodeText());
      }
    }
    const names = [...fonts].map((name) => name.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toEqual(expect.arrayContaining(['NotoSans-Bold', 'NotoSansDevanagari-Bold']));
    expect(names).toEqual(expect.arrayContaining(['NotoSansTamil-Bold', 'NotoSans-Regular']));
    expect([...fonts].every((name) => /^[A-Z]{6}\+/.test(name))).toBe(true);
  });

  it('embeds a design once for a whole batch, so fifty cards stay small', async () => {
    const one = await renderArtwork([cards[0]!]);
    const batch = await renderArtwork(
      Array.from({ length: 10 }, (_, i) => ({ ...cards[0]!, code: `AB12CD34EF${10 + i}` })),
    );
    // Ten cards of one design: the pictures and fonts once, ten pages of vector and text.
    expect(batch.length).toBeLessThan(one.length * 1.6);
    expect((await read(batch)).numPages).toBe(20);
  });

  it('refuses a name no font can print, naming the card and the characters', async () => {
    const refused = renderArtwork([card('AB12CD34EF56', { name: '王小明' })]);
    await expect(refused).rejects.toThrow(ArtworkError);
    await expect(refused).rejects.toThrow(/AB12CD34EF56 of order TF-7K3Q9D: no font for U\+738B/);
    await expect(renderArtwork([])).rejects.toThrow(RangeError);
  });
});

describe('shaping', () => {
  const glyphNames = async (weight: 'regular' | 'bold', text: string) => {
    const fonts = await loadFonts();
    return shapeText(fonts, weight, text).glyphs.map((g) => g.face.shaper.glyphName(g.glyph));
  };

  it('draws Devanagari as it is written: conjuncts, the i-sign before its consonant, the reph', async () => {
    // प्रि: the i-sign first, then the प्र conjunct as one glyph.
    expect(await glyphNames('bold', 'प्रि')).toEqual([
      expect.stringMatching(/^uni093F/),
      'uni092A094D0930',
    ]);
    // र्मा: the reph (र्) drawn last, over the syllable's end.
    expect(await glyphNames('bold', 'र्मा')).toEqual(['uni092E', 'uni093E', 'uni0930094D']);
  });

  it('draws Tamil two-part vowel signs around their consonant', async () => {
    // கொ = க + ொ, drawn as ெ க ா.
    expect(await glyphNames('regular', 'கொ')).toEqual([
      'evowelsigntamil',
      'katamil',
      'aavowelsigntamil',
    ]);
  });

  it('shares a cluster text out over its glyphs, in the order they are drawn', () => {
    expect(clusterTexts('प्रि', 2)).toEqual(['प्र', 'ि']);
    expect(clusterTexts('कि', 2)).toEqual(['क', 'ि']);
    expect(clusterTexts('கொ', 3)).toEqual(['க', 'ொ', '\u200B']);
    expect(clusterTexts('a', 1)).toEqual(['a']);
  });
});
