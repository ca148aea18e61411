/**
 * `npm run bench -w remote-portfolio`: drawn business cards (scripts/card-images.js, four
 * layouts) through Tesseract and the card reader the scanner uses, as on a phone: how many
 * fields come back right, and the time per card beside an anchor measured in the same run (the
 * same worker reading one plain line), so a slower machine is told from a slower scanner.
 * BENCH_CARDS sets the cards per layout (default 6). Needs shared-contracts built (npm run build
 * builds it first).
 */
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseBusinessCardText } from 'shared-contracts';
import { createWorker, OEM } from 'tesseract.js';
import { drawCard, drawLine, LAYOUTS } from './card-images.js';

const require = createRequire(import.meta.url);
const LANG_PATH = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);
const CARDS = Number(process.env.BENCH_CARDS || 6);
const FIELDS = ['name', 'phone', 'email', 'company', 'designation', 'website'];

/** The scanner's greyscale (toGreyscale in src/features/contacts/scan/page-image.ts). */
function greyscale({ data }) {
  for (let index = 0; index < data.length; index += 4) {
    const grey = Math.round(
      0.299 * data[index] + 0.587 * data[index + 1] + 0.114 * data[index + 2],
    );
    data[index] = grey;
    data[index + 1] = grey;
    data[index + 2] = grey;
    data[index + 3] = 255;
  }
}

function found(contact, expected) {
  return {
    name: contact.name === expected.name,
    phone: expected.phoneNumbers.every((phone) => contact.phoneNumbers.includes(phone)),
    email: contact.emails.includes(expected.email),
    // The centred layout prints the company in capitals: read as printed, it is right.
    company: contact.company.toLowerCase() === expected.company.toLowerCase(),
    designation: contact.designation === expected.designation,
    website: contact.websites.includes(expected.website),
  };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${Math.round(value)} ms`;
const percent = (hits, total) => `${((100 * hits) / total).toFixed(0)}%`;

const started = performance.now();
const worker = await createWorker('eng', OEM.LSTM_ONLY, {
  langPath: LANG_PATH,
  gzip: true,
  cacheMethod: 'none',
});
// The scanner's settings (OCR_PARAMETERS in business-card-ocr.ts).
await worker.setParameters({ tessedit_pageseg_mode: '3', preserve_interword_spaces: '1' });
const startup = performance.now() - started;

const line = await drawLine();
await worker.recognize(line);
const anchorTimes = [];
for (let run = 0; run < 5; run += 1) {
  const start = performance.now();
  await worker.recognize(line);
  anchorTimes.push(performance.now() - start);
}
const anchor = quantile(anchorTimes, 0.5);

const rows = [];
const allTimes = [];
const totals = Object.fromEntries(FIELDS.map((field) => [field, 0]));
const misses = [];
for (const layout of LAYOUTS) {
  const hits = Object.fromEntries(FIELDS.map((field) => [field, 0]));
  const times = [];
  for (let seed = 1; seed <= CARDS; seed += 1) {
    const { image, expected } = await drawCard(layout, seed * 101, greyscale);
    const start = performance.now();
    const { data } = await worker.recognize(image);
    const contact = parseBusinessCardText(data.text);
    times.push(performance.now() - start);
    const result = found(contact, expected);
    for (const field of FIELDS) {
      if (result[field]) hits[field] += 1;
      else misses.push({ layout, seed: seed * 101, field, contact });
    }
  }
  allTimes.push(...times);
  for (const field of FIELDS) totals[field] += hits[field];
  const all = FIELDS.reduce((sum, field) => sum + hits[field], 0);
  rows.push({
    layout,
    cards: CARDS,
    ...Object.fromEntries(FIELDS.map((field) => [field, percent(hits[field], CARDS)])),
    'all fields': percent(all, CARDS * FIELDS.length),
    median: ms(quantile(times, 0.5)),
    p90: ms(quantile(times, 0.9)),
  });
}
await worker.terminate();

const cards = CARDS * LAYOUTS.length;
const all = FIELDS.reduce((sum, field) => sum + totals[field], 0);
rows.push({
  layout: 'overall',
  cards,
  ...Object.fromEntries(FIELDS.map((field) => [field, percent(totals[field], cards)])),
  'all fields': percent(all, cards * FIELDS.length),
  median: ms(quantile(allTimes, 0.5)),
  p90: ms(quantile(allTimes, 0.9)),
});

console.log(
  `OCR bench: ${cards} drawn cards (1050 x 600 px), tesseract.js LSTM, eng 4.0.0_best_int`,
);
console.log(`worker start (core + English data): ${ms(startup)}`);
console.log(`anchor, one plain line recognised by the same worker (median of 5): ${ms(anchor)}`);
console.table(rows);
const median = quantile(allTimes, 0.5);
console.log(`a card takes ${(median / anchor).toFixed(1)} x the anchor line (median)`);
if (misses.length > 0) {
  console.log('fields missed (first 8):');
  for (const { layout, seed, field, contact } of misses.slice(0, 8)) {
    console.log(`  ${layout} #${seed} ${field}: read ${JSON.stringify(contact)}`);
  }
}
