import { createHash } from 'node:crypto';
import {
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  type PDFContext,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { Face } from './fonts.js';
import type { ShapedText } from './shape-text.js';
import { subsetTrueType } from './truetype.js';

/** What a CID stands for: the glyph drawn, the text it reads back as, its width in font units. */
interface CidEntry {
  glyph: number;
  text: string;
  width: number;
}

interface FaceUse {
  ref: PDFRef;
  /** `${glyph} ${width} ${text}` -> CID. */
  cids: Map<string, number>;
  /** By CID - 1. */
  entries: CidEntry[];
}

/**
 * The document's fonts, written once every page is drawn, each as a subset of the glyphs used.
 *
 * pdf-lib's own custom fonts (fontkit) pick glyphs one character at a time and place each at its
 * default advance: no Indic shaping, no mark positioning. Here HarfBuzz has already chosen and
 * placed the glyphs, so each face is a Type 0 font (Identity-H) whose codes are CIDs this document
 * hands out: one per glyph and the text it stands for. The same glyph standing for different text
 * (an i-sign first in "प्रि" and in "कि") gets two CIDs mapped to one glyph (CIDToGIDMap), so the
 * ToUnicode map can give each its own text and a PDF reader copies out the name as typed.
 */
export class PdfFonts {
  private readonly uses = new Map<Face, FaceUse>();
  private readonly pageNames = new WeakMap<PDFPage, Map<Face, PDFName>>();

  constructor(private readonly context: PDFContext) {}

  private use(face: Face): FaceUse {
    let use = this.uses.get(face);
    if (!use) {
      use = { ref: this.context.nextRef(), cids: new Map(), entries: [] };
      this.uses.set(face, use);
    }
    return use;
  }

  private cid(face: Face, entry: CidEntry): number {
    const use = this.use(face);
    const key = `${entry.glyph} ${entry.width} ${entry.text}`;
    let cid = use.cids.get(key);
    if (cid === undefined) {
      use.entries.push(entry);
      cid = use.entries.length;
      use.cids.set(key, cid);
    }
    return cid;
  }

  private fontName(page: PDFPage, face: Face): PDFName {
    let names = this.pageNames.get(page);
    if (!names) this.pageNames.set(page, (names = new Map()));
    let name = names.get(face);
    if (!name) {
      name = page.node.newFontDictionary(face.name, this.use(face).ref);
      names.set(face, name);
    }
    return name;
  }

  /**
   * The operators that draw `shaped` at `size` pt with its baseline starting at (x, y). One TJ per
   * face and rise: each glyph is shown at its hmtx width and the TJ numbers move the pen to where
   * HarfBuzz put it (kerning, mark offsets); a mark HarfBuzz raised or lowered gets a text rise.
   */
  textOperators(
    page: PDFPage,
    shaped: ShapedText,
    { x, y, size }: { x: number; y: number; size: number },
  ): PDFOperator[] {
    const ops: PDFOperator[] = [
      // The text as typed, for readers that honour ActualText (Acrobat, Poppler) over ToUnicode.
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of('Span'),
        // A string operand is written as it is: the property list inline, the text in UTF-16.
        `<< /ActualText <FEFF${utf16Hex(shaped.text)}> >>`,
      ]),
      PDFOperator.of(PDFOperatorNames.BeginText),
      PDFOperator.of(PDFOperatorNames.SetTextMatrix, [1, 0, 0, 1, x, y].map(num)),
    ];
    let face: Face | undefined;
    let rise = 0;
    let shown: (PDFHexString | PDFNumber)[] = [];
    let shift = 0;
    const flush = () => {
      if (shown.length > 0) {
        ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [this.context.obj(shown)]));
      }
      shown = [];
      shift = 0;
    };
    const move = (ems: number) => {
      shift += ems;
    };
    const show = (code: string) => {
      // TJ's numbers are thousandths of an em, positive to the left.
      const adjust = Math.round(-shift * 100000) / 100;
      if (adjust !== 0) shown.push(PDFNumber.of(adjust));
      shift = 0;
      shown.push(PDFHexString.of(code));
    };
    for (const g of shaped.glyphs) {
      const glyphRise = round(g.yOffset * size);
      if (g.face !== face || glyphRise !== rise) {
        flush();
        if (g.face !== face) {
          face = g.face;
          ops.push(
            PDFOperator.of(PDFOperatorNames.SetFontAndSize, [this.fontName(page, face), num(size)]),
          );
        }
        if (glyphRise !== rise) {
          rise = glyphRise;
          ops.push(PDFOperator.of(PDFOperatorNames.SetTextRise, [num(rise)]));
        }
      }
      const width = face.truetype.advance(g.glyph);
      move(g.xOffset);
      for (const entry of readBack(face, g.glyph, width, g.text)) {
        show(this.cid(face, entry).toString(16).padStart(4, '0'));
      }
      move(g.advance - g.xOffset - width / face.truetype.unitsPerEm);
    }
    flush();
    ops.push(
      PDFOperator.of(PDFOperatorNames.EndText),
      PDFOperator.of(PDFOperatorNames.EndMarkedContent),
    );
    return ops;
  }

  /** Writes every font used, as a subset, into the document. */
  finish(): void {
    for (const [face, use] of this.uses) this.writeFont(face, use);
    this.uses.clear();
  }

  private writeFont(face: Face, { ref, entries }: FaceUse): void {
    const { context } = this;
    const font = face.truetype;
    const glyphs = [...new Set(entries.map((e) => e.glyph))];
    const subset = subsetTrueType(font, glyphs);
    const name = `${subsetTag(face.name, glyphs)}+${face.name}`;
    const scale = (units: number) => Math.round((units * 1000) / font.unitsPerEm);

    const cidToGid = new Uint8Array((entries.length + 1) * 2);
    entries.forEach(({ glyph }, i) => {
      cidToGid[(i + 1) * 2] = glyph >> 8;
      cidToGid[(i + 1) * 2 + 1] = glyph & 0xff;
    });
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      // Symbolic: the glyphs are not all in the Adobe standard Latin set.
      Flags: 4,
      FontBBox: font.bbox.map(scale),
      ItalicAngle: font.italicAngle,
      Ascent: scale(font.ascent),
      Descent: scale(font.descent),
      CapHeight: scale(font.capHeight),
      // No stem width is recorded in a TrueType font; this is the usual estimate from its weight.
      StemV: Math.round(50 + (font.weight / 65) ** 2),
      FontFile2: context.register(context.flateStream(subset, { Length1: subset.length })),
    });
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('Identity'),
        Supplement: 0,
      },
      FontDescriptor: context.register(descriptor),
      DW: 0,
      W: [1, entries.map(({ width }) => scale(width))],
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
    });
    context.assign(
      ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(toUnicodeCMap(entries))),
      }),
    );
  }
}

/** A mark (Mn) or a format character (Cf): what PDF.js reads glyphs by (see `readBack`). */
const MARK_OR_FORMAT = /[\p{Mn}\p{Cf}]/u;

/**
 * The CIDs one glyph is shown as. PDF.js, which the back office's checks read PDFs with, takes a
 * glyph whose text holds a mark anywhere ("क्ष": क, virama, ष) for a zero-width accent and does
 * not advance past it, so after a space it reads a second space into the word ("क्ष य"); and it
 * drops a glyph whose text ends in a format character (ZWJ) whole. So a glyph keeps its text up to
 * the first mark, and each character after is hung on a blank glyph of no width drawn right after
 * it: the page looks the same, and the text reads back as typed.
 */
function readBack(face: Face, glyph: number, width: number, text: string): CidEntry[] {
  const chars = [...text];
  const cut = chars.findIndex((char, i) => i > 0 && MARK_OR_FORMAT.test(char));
  if (chars.length <= 1 || cut < 0) return [{ glyph, text, width }];
  return [
    { glyph, text: chars.slice(0, cut).join(''), width },
    ...chars.slice(cut).map((char) => ({ glyph: face.blank, text: char, width: 0 })),
  ];
}

const num = (value: number) => PDFNumber.of(round(value));
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Six capitals naming the subset, as the PDF spec asks for a subset font's name. */
function subsetTag(name: string, glyphs: number[]): string {
  const digest = createHash('sha256').update(name).update(glyphs.join(',')).digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join(
    '',
  );
}

function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex;
}

/** Each CID to its text; a glyph that is part of a cluster read from its first glyph maps to none. */
function toUnicodeCMap(entries: CidEntry[]): string {
  const lines = entries.map(
    ({ text }, i) => `<${(i + 1).toString(16).padStart(4, '0')}> <${utf16Hex(text)}>`,
  );
  const blocks: string[] = [];
  for (let i = 0; i < lines.length; i += 100) {
    const block = lines.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
