// Draws every demo design's images into a folder (default /tmp/catalogue), to look at them and to
// time them: `npm run build -w api && node api/scripts/render-catalogue.js [folder]`. They are
// drawn three designs at a time, as the seed draws them; a later run reads what is unchanged from
// the machine's copy (tapfolio-demo-drawings in the temporary folder: delete it to time drawing).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderCardImages } from '../dist/demo/catalogue/card-images.js';
import { DEMO_DESIGNS } from '../dist/demo/catalogue/designs.js';

const folder = process.argv[2] ?? '/tmp/catalogue';
await mkdir(folder, { recursive: true });
const started = performance.now();
const cpu = process.cpuUsage();
const images = [];
for (let i = 0; i < DEMO_DESIGNS.length; i += 3) {
  const batch = DEMO_DESIGNS.slice(i, i + 3);
  const rendered = await Promise.all(batch.map((design) => renderCardImages(design)));
  batch.forEach((design, j) =>
    images.push(
      ...rendered[j].map((image) => ({ file: `${design.slug}-${image.name}.jpg`, ...image })),
    ),
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const { user, system } = process.cpuUsage(cpu);
await Promise.all(images.map((image) => writeFile(join(folder, image.file), image.data)));
const sizes = images.map((image) => image.data.length);
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `${images.length} images in ${seconds} s (${((user + system) / 1e6).toFixed(2)} s of CPU), ` +
    `${kb(sizes.reduce((a, b) => a + b, 0))} in all, largest ${kb(Math.max(...sizes))}: ${folder}`,
);
