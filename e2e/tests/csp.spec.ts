import type { Page } from '@playwright/test';
import { expect, signInWithToken, test } from '../fixtures';

/** What the browser refused or complained about under the page's security headers. */
interface Complaints {
  violations: string[];
  console: string[];
}

/**
 * Collects every `securitypolicyviolation` event (listened for before any page script runs) and
 * every console message about a content security policy or a Permissions-Policy.
 */
function watchPolicies(page: Page): Complaints {
  const complaints: Complaints = { violations: [], console: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (/content security policy|permissions-policy|refused to/i.test(text)) {
      complaints.console.push(`${message.type()}: ${text}`);
    }
  });
  void page.exposeFunction('__reportViolation', (text: string) => {
    complaints.violations.push(text);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation(text: string): void })
        .__reportViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  return complaints;
}

/** A page of the app, after its remote has drawn: its header names this origin's scripts only. */
async function visit(page: Page, path: string, drawn: () => Promise<void>) {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  await drawn();
}

test('the app and the public card run under their content security policy with nothing refused', async ({
  page,
  person,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const complaints = watchPolicies(page);

  await visit(page, '/login', () =>
    expect(page.getByRole('button', { name: 'Login' })).toBeVisible(),
  );

  await signInWithToken(page, person);
  await visit(page, '/home', async () => {
    await expect(page.getByRole('region', { name: 'Your portfolio preview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Explore The Designs' })).toBeVisible();
  });
  await visit(page, '/account', () => expect(page.getByText(person.name).first()).toBeVisible());
  await visit(page, '/edit-profile', () =>
    expect(page.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeVisible(),
  );
  await visit(page, '/orders', () =>
    expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible(),
  );

  // The server-rendered card: its inline loader runs by its hash and loads the release's script.
  await visit(page, `/portfolio/${person.userId}`, async () => {
    await expect(page.locator('main[data-card-root]')).toHaveAttribute('data-enhanced', /.*/);
  });
  // Share and copy run under the Permissions-Policy (clipboard-write and web-share kept).
  await page.getByRole('link', { name: 'Share', exact: true }).click();
  await page.locator('[data-card-share-sheet]').getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  // Images of the card and the app (uploads through the API, the shell's icons) all loaded.
  const broken = await page.evaluate(
    () => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).length,
  );
  expect(broken).toBe(0);

  await visit(page, '/portfolio/00000000-0000-4000-8000-000000000000', () =>
    expect(page.getByRole('heading', { name: "This card doesn't exist" })).toBeVisible(),
  );

  expect(complaints.violations).toEqual([]);
  expect(complaints.console).toEqual([]);
});
