import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { browserPath, CHROMIUM_ARGS } from './scripts/lib/browsers.js';
import { testWalletSettings } from './test-wallets';
import { testWebhookSettings } from './test-webhooks';

const PORT = Number(process.env.E2E_PORT || 8180);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh data folder per run: an empty database and an empty mail outbox. Workers inherit it.
if (process.env.E2E_DATA_DIR === undefined) {
  const made = mkdtempSync(join(tmpdir(), 'tapfolio-e2e-'));
  process.env.E2E_DATA_DIR = made;
  // Gone when the run ends, after the gateway has stopped: on tmpfs (npm test puts TMPDIR there)
  // a folder left behind would hold memory until the machine restarts.
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
// Releases and (without a database) the registry in it too: every run starts from the builds.
process.env.E2E_RELEASES_DIR ??= join(process.env.E2E_DATA_DIR, 'releases');
// With TEST_DATABASE_URL, a fresh PostgreSQL database (see scripts/e2e-database.js).
if (process.env.E2E_DATABASE_URL === undefined) {
  const created = spawnSync('node', ['scripts/e2e-database.js', 'create'], { encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`e2e database: ${created.stderr}`);
  process.env.E2E_DATABASE_URL = created.stdout.trim();
}
const DATABASE_URL = process.env.E2E_DATABASE_URL;
// Both phone wallets set up, with keys and certificates the run makes (a quarter of a second).
const WALLET_SETTINGS = testWalletSettings(process.env.E2E_DATA_DIR);
// A webhook receiver on this machine, over https with a certificate the gateway trusts (issue 31).
const WEBHOOK_SETTINGS = testWebhookSettings(process.env.E2E_DATA_DIR);
// Two runs on one machine (each with its own E2E_PORT) each keep their results in their own folder.
process.env.E2E_OUTPUT_DIR ??= join(import.meta.dirname, 'test-results');

/**
 * Journeys that change what every other journey sees: a release, a canary, a rollback, a remote
 * pointed elsewhere, and the shop's catalogue (products and categories added, archived and
 * restored, which the shop's journeys count). They run after the others, one at a time; every
 * other journey owns its data (a person of its own, with their card, cart and orders) and runs
 * beside another. A remote that fails to load is one page's routes (remote-failure.spec), not
 * shared: its reports count only while a canary runs, and none runs beside the journeys.
 */
const SHARED_STATE = ['**/releases.spec.ts', '**/backoffice-catalogue.spec.ts'];

/**
 * CI keeps no files from its run (.ci/run sets CI): there, a screenshot and a trace of each
 * journey would be made only to be thrown away, a tenth of the journeys' CPU time.
 */
const KEEPS_FILES = !process.env.CI;

/**
 * V8 without its optimising compilers (Maglev, Turbofan): every page runs a few hundred
 * milliseconds of script and is closed, so compiling hot functions again in the background is work
 * the journeys never get back. What a script does is the same in every tier; only its speed
 * differs, and the benches, which measure speed, run V8 as a phone's Chrome does. Over four
 * journey files, three runs each way: the pages' processes 40.7 CPU-s on average, 36.5 without.
 */
const JOURNEY_ONLY_ARGS = ['--js-flags=--no-opt --no-maglev'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: process.env.E2E_OUTPUT_DIR,
  // A journey is many screens long and runs beside other stages of `npm test`: on a busy machine
  // the longest took twice what it takes alone. The limit catches a journey that hangs, and no
  // journey is judged on its speed (`npm run bench` measures speed).
  timeout: 240_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  projects: [
    { name: 'journeys', testIgnore: SHARED_STATE },
    { name: 'shared state', testMatch: SHARED_STATE, dependencies: ['journeys'], workers: 1 },
  ],
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `${process.env.E2E_OUTPUT_DIR}-report` }],
  ],
  use: {
    ...devices['Pixel 7'],
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    // A phone's dense screen where a person looks at the screenshots; in CI, which keeps none, one
    // pixel a CSS pixel: the layout, what each journey checks, is the same, and Chromium paints a
    // quarter of the pixels (a tenth less of its renderers' CPU time over the journeys).
    deviceScaleFactor: KEEPS_FILES ? 2 : 1,
    // As a person who asked their phone for less motion: what each journey checks is the same,
    // and Chromium draws no frames of the motion nobody looks at (the card's marquee of links,
    // a carousel turning, skeletons shimmering) while a journey waits. The shop's journey watches
    // the carousel turn by itself with motion allowed.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    // How each screen ended, to look at.
    screenshot: KEEPS_FILES ? 'on' : 'off',
    // A failed journey keeps its trace: every action with the page's DOM before and after, which
    // the trace viewer redraws. Without the screencast beside it, which filmed every frame of every
    // journey to throw away on success: a third of the journeys' CPU time.
    trace: KEEPS_FILES ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: {
      executablePath: browserPath('journeys'),
      args: [...CHROMIUM_ARGS, ...JOURNEY_ONLY_ARGS],
    },
  },
  webServer: {
    // Builds what is stale, releases the remotes, then runs the one gateway process.
    command: 'node ../deploy/dist/cli.js prepare && node ../deploy/dist/server.js',
    url: `${BASE_URL}/api/v1/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      ...(DATABASE_URL && { DATABASE_URL, DEMO_DATA: 'true' }),
      // The journeys pay on the emulator, which a database server runs only when asked.
      RAZORPAY_EMULATOR: 'true',
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // Every journey signs people up from this one address.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_FORGOT_PASSWORD: '1000',
      // The canary journey fails a few loads on purpose: the guard judges after three, from three
      // visitors (a visitor counts once per version and ten minutes).
      CANARY_MIN_LOADS: '3',
      CANARY_MIN_VISITORS: '3',
      // Insights are written in batches: soon enough for a journey to read them back.
      INSIGHTS_FLUSH_MS: '300',
      // argon2's least memory, as the API's suites hash: the journeys sign people up and in a
      // hundred times, and the production cost is pinned by the API's password-hashing test.
      PASSWORD_HASH_MEMORY_KIB: '8',
      ...WALLET_SETTINGS,
      ...WEBHOOK_SETTINGS,
    },
  },
});
