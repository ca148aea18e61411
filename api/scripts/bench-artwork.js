// The print batch's artwork (modules/artwork, built): renderArtwork for 50 cards as staff print
// them, each with its own photo and logo (distinct images, each decoded and resized), five designs
// shared between them, names in Latin, Devanagari and Tamil. Time and peak resident memory, beside
// two anchors measured in the same run: one card, and pdf-lib writing 100 blank pages (the
// library's own floor). Each case runs in a fresh process after a one-card warm-up (fonts, HarfBuzz
// and sharp loaded, as in a server that has printed before); the peak is the kernel's high-water
// mark (VmHWM, reset after the warm-up), so a synchronous stretch (the PDF's writing) cannot hide
// its peak from a sampler. Prints figures; exits 1 only when a PDF has the wrong page count.
//   npm run bench -w api       ARTWORK_CARDS=500 node scripts/bench-artwork.js (after a build)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const CARDS = Number(process.env.ARTWORK_CARDS || 50);
const DESIGNS = 5;
const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(1).padStart(6)} MB`;

const NAMES = [
  ['Anand Kumar', 'Senior Product Designer'],
  ['प्रिया शर्मा', 'वरिष्ठ डिज़ाइनर'],
  ['கார்த்திக் ராஜா', 'மென்பொருள் பொறியாளர்'],
  ['Priya Sharma (प्रिया शर्मा)', 'Founder & CEO'],
  ['Lakshmi Venkataraman-Iyer', 'Chartered Accountant, Partner'],
];

const noise = new Map();

/**
 * A picture that compresses like a photo: smooth noise (made once per size), with `mark` drawn
 * on it to make each one a file of its own.
 */
async function picture(width, height, mark) {
  const key = `${width}x${height}`;
  if (!noise.has(key)) {
    const raw = await sharp({
      create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } },
    })
      .blur(4)
      .raw()
      .toBuffer();
    noise.set(key, raw);
  }
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="${(mark * 37) % (width - 200)}" y="${(mark * 53) % (height - 200)}" ` +
      `width="200" height="200" fill="hsl(${(mark * 47) % 360},70%,50%)"/></svg>`,
  );
  return sharp(noise.get(key), { raw: { width, height, channels: 3 } })
    .composite([{ input: overlay }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A logo with transparency, unique by its colour and text. */
const logo = (i) =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300">' +
        `<rect x="10" y="25" width="250" height="250" rx="50" fill="hsl(${(i * 29) % 360},70%,45%)"/>` +
        `<text x="290" y="200" font-size="140" font-family="sans-serif">Co ${i}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Stored as uploads are: no side over 1920 px (IMAGE_MAX_SIDE_PX). */
async function makeInputs(dir) {
  for (let d = 0; d < DESIGNS; d++) {
    await writeFile(join(dir, `design-${d}-front.jpg`), await picture(1920, 1254, d));
    await writeFile(join(dir, `design-${d}-back.jpg`), await picture(1920, 1254, d + 100));
  }
  for (let i = 0; i < CARDS; i++) {
    await writeFile(join(dir, `photo-${i}.jpg`), await picture(1440, 1920, i));
    await writeFile(join(dir, `logo-${i}.png`), await logo(i));
  }
}

async function cardsFrom(dir, count) {
  const files = new Set(await readdir(dir));
  const read = (name) => (files.has(name) ? readFile(join(dir, name)) : null);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const [name, designation] = NAMES[i % NAMES.length];
      const code = `BENCH${String(i).padStart(7, '0')}`;
      const design = i % DESIGNS;
      return {
        orderCode: `TF-${String(1000 + Math.floor(i / 2)).padStart(6, '0')}`,
        code,
        url: `https://tapfolio.app/c/${code}`,
        productName: `Design ${design}`,
        design: {
          front: await read(`design-${design}-front.jpg`),
          back: await read(`design-${design}-back.jpg`),
        },
        name,
        designation,
        photo: await read(`photo-${i}.jpg`),
        logo: await read(`logo-${i}.png`),
      };
    }),
  );
}

const status = () => readFileSync('/proc/self/status', 'utf8');
const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status())?.[1] ?? 0) * 1024;

async function child(dir, kind, count) {
  const { renderArtwork } = await import('../dist/modules/artwork/render-artwork.js');
  const { PDFDocument } = await import('pdf-lib');
  await renderArtwork(await cardsFrom(dir, 1));
  const cards = kind === 'cards' ? await cardsFrom(dir, count) : [];
  global.gc?.();
  // Resets the high-water mark to the present resident set (Linux 4.0 and later).
  writeFileSync('/proc/self/clear_refs', '5');
  const idle = kb('VmRSS');
  const started = performance.now();
  let pdf;
  if (kind === 'cards') {
    pdf = await renderArtwork(cards);
  } else {
    const doc = await PDFDocument.create();
    for (let i = 0; i < count; i++) doc.addPage([259.65, 170.02]);
    pdf = await doc.save();
  }
  const ms = performance.now() - started;
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  process.send({ idle, peak: kb('VmHWM'), ms, bytes: pdf.length, pages });
}

async function measure(dir, title, kind, count, expectedPages) {
  const proc = spawn(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), 'child', dir, kind, String(count)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const [result] = await once(proc, 'message');
  await once(proc, 'exit');
  const { idle, peak, ms, bytes, pages } = result;
  console.log(
    `  ${title.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms   peak ${mb(peak)} (+${mb(peak - idle)} ` +
      `over ${mb(idle).trim()} before)   PDF ${mb(bytes)}, ${pages} pages`,
  );
  if (pages !== expectedPages) {
    console.log(`  WRONG: ${expectedPages} pages expected`);
    process.exitCode = 1;
  }
  return { ms, peak, idle };
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-artwork-'));
  try {
    await makeInputs(dir);
    const [load] = await import('node:os').then((os) => os.loadavg());
    console.log(
      `\nPrint artwork (load average ${load.toFixed(2)}): ${CARDS} cards, ${DESIGNS} designs, ` +
        `a photo (1440 x 1920) and a logo each; each case in a fresh process`,
    );
    await measure(dir, 'pdf-lib, 100 blank pages (anchor)', 'blank', 100, 100);
    const one = await measure(dir, '1 card (anchor)', 'cards', 1, 2);
    const batch = await measure(dir, `${CARDS} cards (the print batch)`, 'cards', CARDS, 2 * CARDS);
    console.log(
      `  ${(batch.ms / CARDS).toFixed(0)} ms a card in the batch against ${one.ms.toFixed(0)} ms ` +
        `for one alone; the batch's memory is ${mb(batch.peak - batch.idle).trim()} over its start`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') {
  await child(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  await main();
}
