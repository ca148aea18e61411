import { pad4, writeDirectoryHeader } from './woff.js';

/** A TrueType font's tables, read as the PDF's font descriptor and subsetting need them. */
export interface TrueType {
  tables: Map<string, Buffer>;
  unitsPerEm: number;
  numGlyphs: number;
  /** In font units. */
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  weight: number;
  advance(glyph: number): number;
}

export function readTrueType(sfnt: Uint8Array): TrueType {
  const font = Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, Buffer>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const offset = font.readUInt32BE(entry + 8);
    const length = font.readUInt32BE(entry + 12);
    tables.set(font.toString('latin1', entry, entry + 4), font.subarray(offset, offset + length));
  }
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`the font has no ${tag} table`);
    return found;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const os2 = tables.get('OS/2');
  const post = tables.get('post');
  if (!tables.has('glyf')) throw new Error('only TrueType (glyf) outlines can be embedded');
  const metrics = hhea.readUInt16BE(34);
  const ascent = hhea.readInt16BE(4);
  return {
    tables,
    unitsPerEm: head.readUInt16BE(18),
    numGlyphs: table('maxp').readUInt16BE(4),
    bbox: [head.readInt16BE(36), head.readInt16BE(38), head.readInt16BE(40), head.readInt16BE(42)],
    ascent,
    descent: hhea.readInt16BE(6),
    // sCapHeight is in OS/2 version 2 and later; 70 % of the ascent is the usual stand-in.
    capHeight: os2 && os2.readUInt16BE(0) >= 2 ? os2.readInt16BE(88) : Math.round(ascent * 0.7),
    italicAngle: post ? post.readInt32BE(4) / 65536 : 0,
    weight: os2 ? os2.readUInt16BE(4) : 400,
    advance: (glyph) => hmtx.readUInt16BE(4 * Math.min(glyph, metrics - 1)),
  };
}

/** Tables a PDF reader uses from an embedded TrueType font (the ones fontkit's subsets keep). */
const KEPT = ['cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep'];

/**
 * The font with only the outlines of `used` (and of the glyphs they are built from) left: every
 * other glyph stays, empty, so glyph ids do not change and the content stream can name the ids
 * HarfBuzz shaped to. Layout tables go: the shaping is already done.
 */
export function subsetTrueType(font: TrueType, used: Iterable<number>): Uint8Array {
  const head = font.tables.get('head')!;
  const loca = font.tables.get('loca')!;
  const glyf = font.tables.get('glyf')!;
  const longOffsets = head.readInt16BE(50) === 1;
  const offsetOf = (glyph: number) =>
    longOffsets ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2;
  const outline = (glyph: number) => glyf.subarray(offsetOf(glyph), offsetOf(glyph + 1));

  // Glyph 0, .notdef, is kept whether used or not: a font must have it.
  const kept = new Set<number>();
  const pending = [0, ...used];
  while (pending.length > 0) {
    const glyph = pending.pop()!;
    if (kept.has(glyph)) continue;
    if (glyph < 0 || glyph >= font.numGlyphs) throw new Error(`no glyph ${glyph} in the font`);
    kept.add(glyph);
    for (const part of componentsOf(outline(glyph))) if (!kept.has(part)) pending.push(part);
  }

  const newLoca = Buffer.alloc((font.numGlyphs + 1) * 4);
  const pieces: Buffer[] = [];
  let length = 0;
  for (let glyph = 0; glyph < font.numGlyphs; glyph++) {
    newLoca.writeUInt32BE(length, glyph * 4);
    if (!kept.has(glyph)) continue;
    const data = outline(glyph);
    const padded = Buffer.alloc(pad4(data.length));
    data.copy(padded);
    pieces.push(padded);
    length += padded.length;
  }
  newLoca.writeUInt32BE(length, font.numGlyphs * 4);
  const newHead = Buffer.from(head);
  newHead.writeUInt32BE(0, 8);
  newHead.writeInt16BE(1, 50);

  const tables = new Map(font.tables);
  tables.set('glyf', Buffer.concat(pieces, length));
  tables.set('loca', newLoca);
  tables.set('head', newHead);
  return writeSfnt(KEPT.filter((tag) => tables.has(tag)).map((tag) => [tag, tables.get(tag)!]));
}

const MORE_COMPONENTS = 0x20;
const ARGS_ARE_WORDS = 0x01;
const HAS_SCALE = 0x08;
const HAS_XY_SCALE = 0x40;
const HAS_2X2 = 0x80;

/** The glyphs a composite glyph is drawn from (none for a simple one). */
function componentsOf(outline: Buffer): number[] {
  if (outline.length < 10 || outline.readInt16BE(0) >= 0) return [];
  const parts: number[] = [];
  let at = 10;
  for (;;) {
    const flags = outline.readUInt16BE(at);
    parts.push(outline.readUInt16BE(at + 2));
    at += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2);
    if (flags & HAS_SCALE) at += 2;
    else if (flags & HAS_XY_SCALE) at += 4;
    else if (flags & HAS_2X2) at += 8;
    if (!(flags & MORE_COMPONENTS)) return parts;
  }
}

function checksum(data: Buffer): number {
  const padded = data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4)]);
  let sum = 0;
  for (let at = 0; at + 4 <= padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

/** Tables (sorted by tag, as the directory's binary search needs) into one font file. */
function writeSfnt(tables: [string, Buffer][]): Uint8Array {
  tables.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let size = 12 + 16 * tables.length;
  for (const [, data] of tables) size += pad4(data.length);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(0x00010000, 0);
  writeDirectoryHeader(out, tables.length);
  let offset = 12 + 16 * tables.length;
  let headAt = -1;
  tables.forEach(([tag, data], i) => {
    const entry = 12 + i * 16;
    out.write(tag, entry, 'latin1');
    out.writeUInt32BE(checksum(data), entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(data.length, entry + 12);
    data.copy(out, offset);
    if (tag === 'head') headAt = offset;
    offset += pad4(data.length);
  });
  if (headAt >= 0) out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headAt + 8);
  return out;
}
