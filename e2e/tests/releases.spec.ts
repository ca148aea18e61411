import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { deployCommand, expect, signInWithToken, test } from '../fixtures';
import { shoot } from '../pages/auth-screens';

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT || 8180}`;
const RELEASES = process.env.E2E_RELEASES_DIR!;

/**
 * A copy of a remote's build, changed by `change`, released with `release --from`: the checkout's
 * own builds stay as they are (remote-portfolio's tests read its server bundle meanwhile).
 */
async function releaseChanged(
  name: string,
  change: (build: string) => Promise<void>,
  ...options: string[]
) {
  const build = await mkdtemp(join(process.env.E2E_DATA_DIR!, `${name}-build-`));
  try {
    await cp(`../${name}/dist`, build, { recursive: true });
    await change(build);
    deployCommand('release', name, '--from', build, ...options);
  } finally {
    await rm(build, { recursive: true, force: true });
  }
}

/**
 * The sign-in screen's heading, `"Welcome Back!"`, becomes `to` in remote-auth's `build`: in the
 * app's screen, the server build that renders it and the sign-in client that runs it alike.
 */
async function changeLoginHeading(build: string, to: string): Promise<void> {
  const changed: string[] = [];
  for (const folder of ['static/js/async', 'server', 'sign-in']) {
    for (const file of await readdir(join(build, folder))) {
      const path = join(build, folder, file);
      const text = file.endsWith('.js') ? await readFile(path, 'utf8') : '';
      const next = text.replace(/(["'])Welcome Back!\1/, to);
      if (next === text) continue;
      await writeFile(path, next);
      changed.push(folder);
    }
  }
  // The app's chunks may carry the texts twice (each lazy screen's chunk that needs them).
  expect([...new Set(changed)].sort()).toEqual(['server', 'sign-in', 'static/js/async']);
}

/**
 * Releases a changed build of remote-auth as a canary to half of the visitors, runs `check`, then
 * ends the canary (if it still runs).
 */
async function withCanary(change: string, check: () => Promise<void>) {
  await releaseChanged(
    'remote-auth',
    (build) => changeLoginHeading(build, change),
    '--canary',
    '50',
    '--note',
    'e2e canary',
  );
  try {
    await check();
  } finally {
    if (/canary: /.test(deployCommand('status'))) deployCommand('rollback', 'remote-auth');
  }
}

/**
 * A visitor whose canary bucket is fixed: below 50 sees the canary, from 50 the current. The
 * cookie holds the bucket alone, as one set before visitors had an id: the gateway keeps the bucket
 * and adds the id their reports are counted by.
 */
async function visitor(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([{ name: 'tf_bucket', value: String(bucket), url: BASE_URL }]);
  return context.newPage();
}

test('a canary at 50%: two visitors see both versions, each the same one on every reload', async ({
  browser,
}) => {
  await withCanary('"Welcome Back, canary!"', async () => {
    const onCanary = await visitor(browser, 10);
    const onCurrent = await visitor(browser, 90);
    // Gateways read the registry at most a second old: the canary shows from the next loads on.
    await expect(async () => {
      await onCanary.goto('/login');
      await expect(onCanary.getByRole('heading', { name: 'Welcome Back, canary!' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 10_000 });
    for (let load = 0; load < 3; load++) {
      await onCanary.goto('/login');
      await expect(onCanary.getByRole('heading', { name: 'Welcome Back, canary!' })).toBeVisible();
      await onCurrent.goto('/login');
      await expect(
        onCurrent.getByRole('heading', { name: 'Welcome Back!', exact: true }),
      ).toBeVisible();
    }
    await shoot(onCanary, 'canary-login');

    // Promoting is not this test's business: a rollback ends the canary for everyone.
    deployCommand('rollback', 'remote-auth', '--note', 'seen enough');
    await expect(async () => {
      await onCanary.reload();
      await expect(
        onCanary.getByRole('heading', { name: 'Welcome Back!', exact: true }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await onCanary.context().close();
    await onCurrent.context().close();
  });
});

test('a canary that throws on render is rolled back by itself; the next load shows the old version', async ({
  browser,
}) => {
  await withCanary('(()=>{throw Error("canary broke")})()', async () => {
    // Three people in the canary's half: one visitor counts once however often they reload.
    const onCanary = await Promise.all([10, 20, 30].map((bucket) => visitor(browser, bucket)));
    for (const page of onCanary) {
      await expect(async () => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: "This screen didn't load" })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass({ timeout: 10_000 });
    }
    // Each failed load is reported (with the visitor's cookie and their page's token) when the
    // page is left; once three visitors' are in, the guard ends the canary, and a visitor still
    // in the canary's half gets the current version again.
    await expect(async () => {
      for (const page of onCanary) await page.goto('/terms');
      await onCanary[0]!.goto('/login');
      await expect(
        onCanary[0]!.getByRole('heading', { name: 'Welcome Back!', exact: true }),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const history = deployCommand('history', 'remote-auth');
    expect(history).toMatch(/canary-end \S+ by canary-guard: "failure rate .* by 3 visitors/);
    await Promise.all(onCanary.map((page) => page.context().close()));
  });
});

test('a remote built for another host contract shows its fallback while the others work', async ({
  page,
  person,
}) => {
  // A copy of remote-shop's current release that declares the contract after the shell's,
  // pointed at by hand: `release` itself refuses such a build.
  const status = deployCommand('status');
  const current = /remote-shop\s+(\S+)/.exec(status)?.[1];
  expect(current).toBeTruthy();
  const source = join(RELEASES, 'remote-shop', current!);
  const target = join(RELEASES, 'remote-shop', '9.9.9-contract2');
  await cp(source, target, { recursive: true });
  try {
    for (const file of await readdir(join(target, 'static/js/async'))) {
      const path = join(target, 'static/js/async', file);
      if (/\.(gz|br)$/.test(file)) await rm(path);
      else if (file.endsWith('.js')) {
        await writeFile(
          path,
          (await readFile(path, 'utf8')).replace(
            /hostContract:(\d+)}/,
            (_, version: string) => `hostContract:${Number(version) + 1}}`,
          ),
        );
      }
    }
    deployCommand('point', 'remote-shop', '/remotes/remote-shop/9.9.9-contract2/mf-manifest.json');

    await signInWithToken(page, person);
    await expect(async () => {
      await page.goto('/home');
      await expect(page.getByText('NFC business cards printed with your details.')).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 10_000 });
    // The portfolio remote's preview renders; the shop's pieces are the shell's own stand-ins.
    await expect(page.getByRole('region', { name: 'Your portfolio preview' })).toBeVisible();
    await expect(page.getByText('A live preview of your portfolio will appear')).toHaveCount(0);
    await expect(
      page.getByText('NFC business cards printed with your details.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
    await shoot(page, 'contract-mismatch-home');
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: "This screen didn't load" })).toBeVisible();
  } finally {
    deployCommand('rollback', 'remote-shop');
    await rm(target, { recursive: true, force: true });
  }
});

test('a release of a changed remote-portfolio changes the rendered card, and a rollback restores it', async ({
  page,
  person,
}) => {
  // A visibly different build of the remote.
  await releaseChanged('remote-portfolio', async (build) => {
    const bundle = join(build, 'server/render-card.js');
    const original = await readFile(bundle, 'utf8');
    expect(original).toContain('Save Contact');
    await writeFile(bundle, original.replaceAll('Save Contact', 'Save This Contact'));
  });
  // A gateway reads the registry at most a second old (shared by replicas): the next loads show it.
  await expect(async () => {
    await page.goto(`/portfolio/${person.userId}`);
    await expect(page.getByRole('link', { name: 'Save This Contact' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });

  deployCommand('rollback', 'remote-portfolio');
  await expect(async () => {
    await page.goto(`/portfolio/${person.userId}`);
    await expect(page.getByRole('link', { name: 'Save Contact', exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
});
