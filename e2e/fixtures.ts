import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { trackContext } from './pages/screen-coverage';
import { logToasts } from './pages/toast-log';

/** The gateway under test writes its mail here (playwright.config.ts starts it). */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

export const PASSWORD = 'Secret123';

export interface Person {
  name: string;
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** A person who registered and launched a portfolio through the API: for journeys that start later. */
async function onboardedPerson(request: APIRequestContext): Promise<Person> {
  const name = 'Meera Iyer';
  const email = `meera-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await request.post('/api/v1/user/register', {
    data: { name, email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { token, userId } = (await registered.json()).result;
  const launched = await request.post('/api/v1/portfolio', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      personalInfo: { name, email, phoneNumber: '9876543210', whatsappNumber: '9876543210' },
      addressInfo: { buildingName: '42 Lake View', area: 'Koramangala', pincode: '560034' },
    },
  });
  expect(launched.status()).toBe(201);
  return { name, email, password: PASSWORD, token, userId };
}

/** Signs the page in the way the app remembers a session: the token in localStorage. */
export async function signInWithToken(page: Page, person: Person) {
  await page.addInitScript(
    ({ token, userId }) => {
      // Once per tab: a later logout must not be undone by the next navigation.
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    { token: person.token, userId: person.userId },
  );
}

/**
 * The newest link to `screen` mailed to `email` (.eml files in DATA_DIR/mail, quoted-printable:
 * folded lines unfolded, `=3D` read back as `=`). Its token travels in the fragment, `#t=...`.
 * `/join` is an organisation's invitation.
 */
export async function mailedLinkFor(
  email: string,
  screen: '/reset-password' | '/verify-email' | '/join',
): Promise<string> {
  const dir = join(DATA_DIR, 'mail');
  const pattern = new RegExp(`https?://[^\\s"<>]+${screen}#t=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const eml = (await readFile(join(dir, file), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=3D/gi, '=');
          if (!eml.includes(`To: ${email}`)) continue;
          link = pattern.exec(eml)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a ${screen} link mailed to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Whether the gateway runs on PostgreSQL, where the admin command line can work beside it. */
/**
 * `npm run release|rollback|point|history -- ...` against the registry the gateway under test
 * reads (PostgreSQL when the run has a database, else the files), as a release manager runs it.
 */
export function deployCommand(...args: string[]): string {
  const run = spawnSync('node', ['../deploy/dist/cli.js', ...args, '--by', 'e2e'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      ...(process.env.E2E_DATABASE_URL && { DATABASE_URL: process.env.E2E_DATABASE_URL }),
    },
  });
  if (run.status !== 0) throw new Error(`deploy ${args.join(' ')}: ${run.stderr || run.stdout}`);
  return run.stdout;
}

export const ADMIN_CLI_AVAILABLE = Boolean(process.env.E2E_DATABASE_URL);

/**
 * `npm run admin -- ...args` against the gateway's database, as a release manager would run it.
 * Answers what it printed; fails the test on a non-zero exit.
 */
export function adminCommand(...args: string[]): string {
  const run = spawnSync('node', ['../api/dist/cli/admin.js', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT || 8180}`,
      LOG_LEVEL: 'warn',
      RECONCILE_INTERVAL_SECONDS: '0',
      // As the gateway: the journeys pay on the emulator, on PostgreSQL too.
      RAZORPAY_EMULATOR: 'true',
    },
  });
  if (run.status !== 0) throw new Error(`admin ${args.join(' ')}: ${run.stderr || run.stdout}`);
  return run.stdout.trim();
}

let runningTest = '';

/** Every browser context of a journey: its screens followed, its toasts logged. */
async function follow(context: BrowserContext) {
  trackContext(context, () => runningTest);
  await logToasts(context);
}

export const test = base.extend<{ person: Person; followScreens: void }, { screenChecks: void }>({
  person: async ({ request }, use) => use(await onboardedPerson(request)),
  // Every screen a journey shows must also be checked for accessibility (global-teardown.ts).
  followScreens: [
    async ({ context }, use, testInfo) => {
      runningTest = testInfo.titlePath.slice(1).join(' › ');
      await follow(context);
      await use();
    },
    { auto: true },
  ],
  screenChecks: [
    async ({ browser }, use) => {
      // Contexts a test makes itself (a visitor's phone beside the owner's) are followed too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await follow(context);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
