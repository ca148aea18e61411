import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 file back to the TrueType file it wraps. The Noto fonts on npm come only as WOFF and
 * WOFF2; HarfBuzz and a PDF's FontFile2 both need the plain sfnt. WOFF 1.0 is each table
 * zlib-compressed on its own, so undoing it is a table directory and an inflate per table (WOFF2
 * would need Brotli and its glyf transform).
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const source = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (source.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = source.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    return {
      tag: source.toString('latin1', at, at + 4),
      offset: source.readUInt32BE(at + 4),
      compressed: source.readUInt32BE(at + 8),
      length: source.readUInt32BE(at + 12),
      checksum: source.readUInt32BE(at + 16),
    };
  });
  let size = 12 + 16 * count;
  for (const table of tables) size += pad4(table.length);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(source.readUInt32BE(4), 0);
  writeDirectoryHeader(out, count);
  let offset = 12 + 16 * count;
  tables.forEach((table, i) => {
    const stored = source.subarray(table.offset, table.offset + table.compressed);
    const data = table.compressed < table.length ? inflateSync(stored) : stored;
    if (data.length !== table.length) throw new Error(`WOFF table ${table.tag} is damaged`);
    const entry = 12 + i * 16;
    out.write(table.tag, entry, 'latin1');
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.length, entry + 12);
    data.copy(out, offset);
    offset += pad4(table.length);
  });
  return out;
}

export const pad4 = (length: number): number => (length + 3) & ~3;

/** numTables and the binary-search fields the sfnt header derives from it. */
export function writeDirectoryHeader(out: Buffer, count: number): void {
  let power = 1;
  let log2 = 0;
  while (power * 2 <= count) {
    power *= 2;
    log2++;
  }
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
}
