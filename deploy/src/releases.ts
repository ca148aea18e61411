import { createHash, randomBytes } from 'node:crypto';
import { copyFile, cp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { exists, listFiles } from './files.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|html|svg)$/;

/**
 * A release's server build (`server/`: the card's and the product page's renderers) runs in the
 * gateway and is never sent to a browser (gateway.ts refuses it): compressing its megabytes of
 * bundled React at brotli's highest level cost each such release seconds for nothing.
 */
const GATEWAY_ONLY = /^server\//;

/** Whether a release file gets `.gz` and `.br` siblings. */
export const isCompressible = (path: string) => COMPRESSIBLE.test(path) && !GATEWAY_ONLY.test(path);

/**
 * Past this size brotli's quality 9, not 11: the OCR's WebAssembly cores (3.9 MB of script each,
 * remote-portfolio's `ocr/`) took 11.8 s each at 11 and 1.1 s at 9, for 13% more bytes (1.27 MB
 * against 1.12 MB), once per release.
 */
const LARGE_ASSET_BYTES = 1024 * 1024;
const LARGE_ASSET_BROTLI_QUALITY = 9;

/** A text asset gzipped and brotli-compressed at the highest levels (once per release). */
export async function compressBoth(bytes: Buffer): Promise<{ gz: Buffer; br: Buffer }> {
  const quality =
    bytes.length > LARGE_ASSET_BYTES ? LARGE_ASSET_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { gz, br };
}

/**
 * A digest of the build: every file's relative path and bytes. Identical builds give identical
 * versions, so releasing an unchanged remote is a no-op.
 */
export async function hashDir(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const path of await listFiles(dir)) {
    const bytes = await readFile(join(dir, path));
    // Lengths keep (path, content) pairs unambiguous: "a" + "bc" never hashes like "ab" + "c".
    hash.update(`${Buffer.byteLength(path)}:${path}:${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** `<package version>-<first 8 hex of the build's digest>`, e.g. `1.0.0-3f2a9c1b`. */
export async function versionOf(distDir: string, packageVersion: string): Promise<string> {
  return `${packageVersion}-${(await hashDir(distDir)).slice(0, 8)}`;
}

/**
 * `.gz` and `.br` beside each text asset, at the highest levels: this runs once per release (and
 * once per shell build). Files whose siblings are already newer than them are left alone, and a
 * file with the same path and bytes in one of `earlier` (folders of the remote's earlier releases)
 * takes that release's siblings: most chunks of a new release are the last one's, and brotli's
 * highest level is the release's cost (remote-portfolio's 8 CPU-s).
 */
export async function compressSiblings(dir: string, earlier: string[] = []): Promise<void> {
  for (const path of await listFiles(dir)) {
    if (!isCompressible(path)) continue;
    const file = join(dir, path);
    if (await siblingsAreFresh(file)) continue;
    const bytes = await readFile(file);
    if (
      await reuseSiblings(
        bytes,
        file,
        earlier.map((folder) => join(folder, path)),
      )
    )
      continue;
    const { gz, br } = await compressBoth(bytes);
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
  }
}

/**
 * Copies the siblings of the first of `candidates` that holds exactly `bytes` and has both. A
 * release is immutable once renamed into place, so siblings found there compress these bytes; a
 * copy that fails halfway is overwritten by the compression that follows.
 */
async function reuseSiblings(bytes: Buffer, file: string, candidates: string[]): Promise<boolean> {
  for (const candidate of candidates) {
    const same = await readFile(candidate).then(
      (other) => other.equals(bytes),
      () => false,
    );
    if (!same) continue;
    try {
      await copyFile(`${candidate}.gz`, `${file}.gz`);
      await copyFile(`${candidate}.br`, `${file}.br`);
      return true;
    } catch {
      // That release has no siblings for it: look further.
    }
  }
  return false;
}

async function siblingsAreFresh(file: string): Promise<boolean> {
  const [source, gz, br] = await Promise.all(
    [file, `${file}.gz`, `${file}.br`].map((f) => stat(f).catch(() => undefined)),
  );
  return !!source && !!gz && !!br && gz.mtimeMs >= source.mtimeMs && br.mtimeMs >= source.mtimeMs;
}

/**
 * Copies a build into `target` with its compressed siblings, unless `target` exists: a release is
 * immutable, since browsers cache its files for a year. The copy is made in a dot-folder beside it
 * (which the gateway never serves) and renamed into place, so an interrupted release leaves no
 * half-filled version behind. Answers whether it created the release.
 */
export async function installRelease(distDir: string, target: string): Promise<boolean> {
  if (await exists(target)) return false;
  const temp = join(dirname(target), `.tmp-${randomBytes(6).toString('hex')}`);
  try {
    await cp(distDir, temp, { recursive: true });
    await compressSiblings(temp, await earlierReleases(target));
    await rename(temp, target);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // Another release of the same build won the race: the content is identical by construction.
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await exists(target))) return false;
    throw err;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** A remote keeps every release it had: files searched in a few are enough, and bounded. */
const EARLIER_RELEASES_SEARCHED = 5;

/**
 * The finished releases beside `target` (the same remote's other versions), newest first: the
 * release before is the likeliest to share its chunks. Folders being copied (dot-folders) are not
 * releases yet.
 */
async function earlierReleases(target: string): Promise<string[]> {
  const parent = dirname(target);
  const names = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const folders = names
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => entry.name !== basename(target))
    .map((entry) => join(parent, entry.name));
  const made = await Promise.all(folders.map(async (folder) => (await stat(folder)).mtimeMs));
  return folders
    .map((folder, i) => ({ folder, made: made[i]! }))
    .sort((a, b) => b.made - a.made)
    .slice(0, EARLIER_RELEASES_SEARCHED)
    .map(({ folder }) => folder);
}
