import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The demo catalogue's photos as this machine made them before, by what was drawn: drawing its 57
 * photos and encoding them as the catalogue stores them takes about 18 CPU-s, and a fresh install
 * seeds them again (every start on an empty data folder, the test suites' and the journeys'
 * gateways). The drawing and the encodings are the key, so a changed design or setting draws
 * anew; a photo is written whole or not at all.
 */
const CACHE_DIR = join(tmpdir(), 'tapfolio-demo-drawings');

export async function drawnOnce(
  svg: Buffer,
  encoding: string,
  draw: () => Promise<Buffer>,
): Promise<Buffer> {
  const key = createHash('sha256')
    .update(`${sharp.versions.vips}\n${encoding}\n`)
    .update(svg)
    .digest('hex');
  const file = join(CACHE_DIR, key);
  const drawn = await readFile(file).catch(() => undefined);
  if (drawn) return drawn;
  const data = await draw();
  // A machine where the temporary folder cannot be written still gets its catalogue.
  await mkdir(CACHE_DIR, { recursive: true })
    .then(async () => {
      const partial = `${file}.${randomUUID()}`;
      await writeFile(partial, data);
      await rename(partial, file);
    })
    .catch(() => {});
  return data;
}
