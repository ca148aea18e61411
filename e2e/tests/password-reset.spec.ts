import { expect, mailedLinkFor, test } from '../fixtures';
import { expectToast, fieldLabelled, logIn, shoot } from '../pages/auth-screens';

test('forgot password: the mailed link resets the password, then login works with the new one', async ({
  page,
  person,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(
    page.getByText("We'll send a verification link to your email to reset your password"),
  ).toBeVisible();
  await fieldLabelled(page, 'Email').fill(person.email);
  await shoot(page, 'forgot-password');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(page, "We've sent an email if the address is valid.");
  await expect(page).toHaveURL(/\/login$/);

  const link = await mailedLinkFor(person.email, '/reset-password');
  await page.goto(link);
  // The token left the address bar (and was never sent to the server: it is the fragment).
  await expect(page).toHaveURL(/\/reset-password$/);
  const reset = page.getByRole('button', { name: /reset/i });
  await expect(reset).toBeDisabled();
  await page.getByLabel('New Password', { exact: true }).fill('Brand456new');
  await page.getByLabel('Confirm New Password').fill('Brand456ne');
  await page.getByLabel('Confirm New Password').press('Tab');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Brand456new');
  await shoot(page, 'reset-password');
  await reset.click();
  await expectToast(page, 'Password reset successful!');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await logIn(page, person.email, person.password);
  await expectToast(page, 'Invalid email or password');
  await logIn(page, person.email, 'Brand456new');
  await expect(page).toHaveURL(/\/home$/);
  // The link went to the account's address: opening it proved the address.
  await expect(page.getByText('Verify your e-mail to keep your account safe')).toBeHidden();

  // The link was single-use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Third789new');
  await page.getByLabel('Confirm New Password').fill('Third789new');
  await page.getByRole('button', { name: /reset/i }).click();
  await expectToast(page, 'This reset link is invalid or has expired');
});
