import { randomUUID } from 'node:crypto';
import { expect, mailedLinkFor, PASSWORD, test } from '../fixtures';
import { expectToast, logIn, shoot } from '../pages/auth-screens';

test('a new person registers, onboards in two steps and lands on home; logout ends the session', async ({
  page,
}) => {
  const email = `asha-${randomUUID().slice(0, 8)}@example.com`;

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await shoot(page, 'login');
  await page.getByRole('link', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await expect(page.getByRole('list', { name: /password/i })).toContainText('At least one number');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await shoot(page, 'register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account created successfully!');

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('heading', { name: 'Build Your Smart Portfolio Card' }),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByLabel('WhatsApp number').fill('98765 43210');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Enter a valid 10-digit mobile number with optional country code'),
  ).toBeVisible();
  await page.getByLabel('Mobile number').fill('9876543210');
  await shoot(page, 'onboarding-step-1');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByLabel('Building/House name').fill('12, MG Road');
  await page.getByLabel('Area').fill('Indiranagar');
  await page.getByLabel('Pincode').fill('560038');
  await expect(page.getByLabel('District')).toHaveValue('Bangalore');
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await shoot(page, 'onboarding-step-2');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('District')).toHaveValue('Bangalore');
  await page.getByRole('button', { name: 'Launch My Portfolio' }).click();
  await expectToast(page, 'Portfolio launched successfully!');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your Digital Portfolio' })).toBeVisible();
  await expect(page.getByText('Hi, Asha Rao!')).toBeVisible();
  // The portfolio remote's preview, placed by the shell.
  const preview = page.getByRole('region', { name: 'Your portfolio preview' });
  await expect(preview.getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Contact details' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The account works at once; until the mailed link is opened, Home asks for it.
  const banner = page.getByRole('region', { name: 'Verify your e-mail to keep your account safe' });
  await expect(banner).toContainText(`Open the link we sent to ${email}.`);
  await shoot(page, 'home');
  const first = await mailedLinkFor(email, '/verify-email');
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expectToast(page, `We sent a new link to ${email}.`);
  await expect.poll(() => mailedLinkFor(email, '/verify-email')).not.toBe(first);
  await page.goto(await mailedLinkFor(email, '/verify-email'));
  await expect(page.getByText('Your e-mail is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByText('Hi, Asha Rao!')).toBeVisible();
  await expect(banner).toBeHidden();

  // Signed in, the guest-only screens send the person home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/home$/);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await shoot(page, 'account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'You are logged out!!!');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signed out, the signed-in screens send the person to login.
  for (const path of ['/home', '/account', '/account/edit-email', '/onboarding']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }

  await logIn(page, email, PASSWORD);
  await expectToast(page, 'Login successful!');
  await expect(page).toHaveURL(/\/home$/);
});

test('a wrong password keeps the person on login with the spec message', async ({
  page,
  person,
}) => {
  await logIn(page, person.email, 'Wrong1234');
  await expectToast(page, 'Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await shoot(page, 'login-wrong-password');

  await logIn(page, 'nobody-here@example.com', PASSWORD);
  await expectToast(page, 'Invalid email or password');

  await page.goto('/some/unknown/path');
  await expect(page).toHaveURL(/\/login$/);
});
