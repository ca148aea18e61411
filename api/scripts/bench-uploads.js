// Memory of image uploads: the peak resident set of a server re-encoding the largest images the
// pixel bounds allow (modules/files/image.ts), sampled every 2 ms, beside the same server's idle
// resident set measured in the same process just before. Each case runs in a fresh process. Also the bytes the 400/800 px variants add to a stored photo, which the
// quota does not count. Prints figures; asserts nothing.
//   npm run bench -w api            node scripts/bench-uploads.js (after a build)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(0).padStart(4)} MB`;

async function child(file, parallel) {
  const { createServer, loadConfig } = await import('../dist/app.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-uploads-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, UPLOAD_RATE_LIMIT: '1000', UPLOAD_QUOTA_MB: '10000' }),
    databaseUrl: 'memory://',
    logLevel: 'warn',
    demoData: false,
  };
  const app = await createServer(config);
  await app.ready();
  const register = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: { name: 'Bench Mark', email: 'bench@example.com', password: 'Bench1234' },
  });
  const token = register.json().result.token;
  const post = async (data, type) => {
    const form = new FormData();
    form.append('image', new Blob([data], { type }), 'bench');
    const response = new Response(form);
    return app.inject({
      method: 'POST',
      url: '/api/v1/portfolio/upload',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': response.headers.get('content-type'),
      },
      payload: Buffer.from(await response.arrayBuffer()),
    });
  };
  // Warm: sharp loaded and one small image through every path, so the anchor is a running server.
  await post(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
    'image/jpeg',
  );
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const idle = process.memoryUsage.rss();
  // libvips works on its own threads, so the event loop is free to sample while it does.
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  const data = await readFile(file);
  const type = file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: parallel }, () => post(data, type)));
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const statuses = answers.map((a) => a.statusCode).join(',');
  process.send({ idle, peak, ms, statuses });
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

async function measure(title, file, parallel = 1) {
  const proc = spawn(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), 'child', file, String(parallel)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const [result] = await once(proc, 'message');
  await once(proc, 'exit');
  const { idle, peak, ms, statuses } = result;
  console.log(
    `${title.padEnd(52)} idle ${mb(idle)}   peak ${mb(peak)}   +${mb(peak - idle)}   ${ms.toFixed(0).padStart(5)} ms   [${statuses}]`,
  );
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'tapfolio-bench-images-'));
  const solid = (width, height, channels) =>
    sharp({
      create: { width, height, channels, background: { r: 90, g: 120, b: 150, alpha: 0.5 } },
    });
  const cases = [
    ['baseline JPEG 6000 x 4000 (24 MP, the bound)', 'a.jpg', solid(6000, 4000, 3).jpeg()],
    [
      'progressive JPEG 4800 x 3400 (16 MP, its bound)',
      'b.jpg',
      solid(4800, 3400, 3).jpeg({ progressive: true }),
    ],
    ['plain RGBA PNG 6000 x 4000 (24 MP)', 'c.png', solid(6000, 4000, 4).png()],
    [
      'interlaced RGBA PNG 3500 x 3500 (12 MP, its bound)',
      'd.png',
      solid(3500, 3500, 4).png({ progressive: true }),
    ],
  ];
  for (const [, name, pipeline] of cases)
    await writeFile(join(dir, name), await pipeline.toBuffer());

  console.log('One upload at a time, each case in a fresh server process:');
  for (const [title, name] of cases) await measure(title, join(dir, name));
  console.log(
    'Eight at once (decodes bounded by IMAGE_DECODE_CONCURRENCY, the rest queued or 503):',
  );
  await measure('8 x progressive JPEG 16 MP', join(dir, 'b.jpg'), 8);
  await measure('8 x interlaced RGBA PNG 12 MP', join(dir, 'd.png'), 8);

  // What the variants add to a stored photo (counted nowhere in the quota).
  const photo = await sharp(
    Buffer.from(
      await sharp({
        create: {
          width: 1920,
          height: 1440,
          channels: 3,
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png()
        .toBuffer(),
    ),
  )
    .blur(3)
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  let variants = 0;
  for (const width of [400, 800]) {
    variants += (await sharp(photo).resize({ width }).webp({ quality: 80 }).toBuffer()).length;
    variants += (
      await sharp(photo).resize({ width }).jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    ).length;
  }
  console.log(
    `Variants of a 1920 x 1440 photo of ${(photo.length / 1024).toFixed(0)} KB: ` +
      `${(variants / 1024).toFixed(0)} KB for all four (400/800 px, WebP and JPEG), ` +
      `${((variants / photo.length) * 100).toFixed(0)}% of the original`,
  );
  await rm(dir, { recursive: true, force: true });
}

if (process.argv[2] === 'child') await child(process.argv[3], Number(process.argv[4]));
else await main();
