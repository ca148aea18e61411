import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { remoteConfig, serverRenderer } from 'web-kit/remote-config';
import pkg from './package.json' with { type: 'json' };

const require = createRequire(import.meta.url);

/**
 * The server-rendered card's fonts (src/server/card-fonts.css): each script's subset of Noto Sans
 * at 400 and 700, copied from Fontsource into the release's card/fonts/, beside the rules.
 */
const CARD_FONTS = [
  ['noto-sans-devanagari', 'devanagari'],
  ['noto-sans-bengali', 'bengali'],
  ['noto-sans-tamil', 'tamil'],
].flatMap(([family, subset]) =>
  ['400', '700'].map((weight) => ({
    from: join(
      dirname(require.resolve(`@fontsource/${family}/package.json`)),
      'files',
      `${family}-${subset}-${weight}-normal.woff2`,
    ),
    to: 'fonts/[name][ext]',
  })),
);

/**
 * The business-card scanner's OCR (src/features/contacts/scan/ocr-assets.ts): tesseract.js's
 * worker, its LSTM WebAssembly cores and the English data, served from the release's ocr/ folder
 * so that nothing is fetched from a CDN when someone scans.
 */
const tesseractDir = dirname(require.resolve('tesseract.js/package.json'));
const tesseractCoreDir = dirname(
  createRequire(join(tesseractDir, 'package.json')).resolve('tesseract.js-core/package.json'),
);
// Already minified by their authors: minifying the cores' 4 MB again only costs build time.
const MINIFIED = { minimized: true };
const OCR_ASSETS = [
  { from: join(tesseractDir, 'dist', 'worker.min.js'), to: 'ocr/worker.min.js', info: MINIFIED },
  ...['', '-simd', '-relaxedsimd'].map((variant) => ({
    from: join(tesseractCoreDir, `tesseract-core${variant}-lstm.wasm.js`),
    to: 'ocr/core/[name][ext]',
    info: MINIFIED,
  })),
  {
    from: join(
      dirname(require.resolve('@tesseract.js-data/eng/package.json')),
      '4.0.0_best_int',
      'eng.traineddata.gz',
    ),
    to: 'ocr/lang/eng.traineddata.gz',
  },
];

/**
 * Besides the browser remote, two builds for the server-rendered public card (see README): the
 * gateway's renderer and the small script the page gains.
 */
export default defineConfig(
  mergeRsbuildConfig(
    remoteConfig(pkg, {
      port: 3002,
      environments: {
        // The card's renderer for the gateway: one CommonJS file with React inside, plus its CSS.
        server: serverRenderer('render-card', './src/server/render-card.tsx'),
        // What the server-rendered page gains with script: one small file, no React; and its fonts.
        card: {
          source: { entry: { enhance: './src/server/card-enhance.ts' } },
          output: {
            copy: [...CARD_FONTS, { from: './src/server/card-fonts.css', to: 'fonts.css' }],
            target: 'web',
            distPath: { root: 'dist/card', js: '' },
            filename: { js: '[name].js' },
            filenameHash: false,
            cleanDistPath: true,
          },
          splitChunks: false,
          tools: { htmlPlugin: false },
        },
      },
    }),
    { environments: { web: { output: { copy: OCR_ASSETS } } } },
  ),
);
