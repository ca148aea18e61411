import { expect, signInWithToken, test } from '../fixtures';
import { shoot } from '../pages/auth-screens';

test('a remote that fails to load shows its fallback with Retry; the rest of the app works', async ({
  page,
  person,
}) => {
  let blocked = true;
  await page.route('**/remotes/remote-auth/**', (route) =>
    blocked ? route.abort('failed') : route.continue(),
  );

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: "This screen didn't load" })).toBeVisible();
  await shoot(page, 'remote-fallback');

  // The shell's own screens are unaffected.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();

  // Retry loads the remote once it is reachable again (a fresh page: the failed preloads were the
  // old page's).
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();

  // Signed in, a broken remote only takes its own routes down: home and its navigation work.
  blocked = true;
  const fresh = await page.context().newPage();
  await fresh.route('**/remotes/remote-auth/**', (route) => route.abort('failed'));
  await signInWithToken(fresh, person);
  await fresh.goto('/home');
  await expect(fresh.getByRole('heading', { name: 'Your Digital Portfolio' })).toBeVisible();
  await fresh
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(fresh.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(fresh.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await fresh.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(fresh.getByRole('heading', { name: 'Your Digital Portfolio' })).toBeVisible();
});
