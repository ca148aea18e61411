import { randomUUID } from 'node:crypto';
import { expect, mailedLinkFor, signInWithToken, test } from '../fixtures';
import { expectToast, logIn, shoot } from '../pages/auth-screens';

test('the account page: change name, email and password, and edit the shipping address', async ({
  page,
  person,
}) => {
  await signInWithToken(page, person);
  await page.goto('/account');
  await expect(page.getByText(person.name).first()).toBeVisible();
  // Onboarding's address is the first shipping address, to the person by name.
  await expect(page.getByRole('link', { name: /Shipping Address/ })).toContainText(person.name);

  // Name, in the bottom sheet.
  await page.getByRole('button', { name: /edit/i }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByLabel(/full name/i).fill('Meera 4 Krishnan');
  await expect(sheet.getByLabel(/full name/i)).toHaveValue('Meera  Krishnan');
  await sheet.getByLabel(/full name/i).fill('Meera Krishnan');
  await shoot(page, 'account-name-sheet');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Name updated successfully.');
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Meera Krishnan')).toBeVisible();

  // Email.
  const newEmail = `meera-new-${randomUUID().slice(0, 8)}@example.com`;
  await page
    .getByRole('button', { name: /change/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/edit-email$/);
  await expect(page.getByLabel('Current Email')).toHaveValue(person.email);
  await page.getByLabel('New Email').fill(newEmail);
  await page.getByLabel('Confirm Email').fill('someone@else.com');
  await page.getByLabel('Confirm Email').press('Tab');
  await expect(page.getByText('Emails do not match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByLabel('Confirm Email').fill(newEmail);
  // The password too: a session alone cannot hand the account to another address.
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByLabel('Current Password', { exact: true }).fill(person.password);
  await shoot(page, 'change-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `We sent a link to ${newEmail}. Your e-mail changes when you open it.`);
  await expect(page).toHaveURL(/\/account$/);
  // Nothing changes until the link mailed to the new address is opened.
  await expect(page.getByText(person.email, { exact: true })).toBeVisible();
  await page.goto(await mailedLinkFor(newEmail, '/verify-email'));
  await expect(page.getByText('Email updated successfully.')).toBeVisible();
  await shoot(page, 'verify-email');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/account');
  await expect(page.getByText(newEmail)).toBeVisible();
  // The new address is proven by the link that changed it.
  await expect(page.getByText('Verify your e-mail to keep your account safe')).toBeHidden();

  // Password, with its live checklist; the session carries on with the fresh token.
  await page
    .getByRole('button', { name: /change/i })
    .nth(1)
    .click();
  await expect(page).toHaveURL(/\/account\/edit-password$/);
  await page.getByLabel('Current Password', { exact: true }).fill(person.password);
  await page.getByLabel('New Password', { exact: true }).fill('newpass');
  await expect(page.getByRole('list', { name: /password/i })).toContainText(
    'At least 8 characters',
  );
  await page.getByLabel('New Password', { exact: true }).fill('Newpass789');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Newpass789');
  await shoot(page, 'change-password');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Password updated successfully!');
  await expect(page).toHaveURL(/\/account$/);
  await page.reload();
  await expect(page.getByText('Meera Krishnan')).toBeVisible();

  // Shipping address: onboarding's entry, changed; district and state from the pincode.
  await page.getByRole('link', { name: /shipping address/i }).click();
  await expect(page).toHaveURL(/\/account\/edit-shipping-address$/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Full Name').fill('Meera 9 Krishnan');
  await expect(page.getByLabel('Full Name')).toHaveValue('Meera  Krishnan');
  await page.getByLabel('Full Name').fill('Meera Krishnan');
  await page.getByLabel('Mobile Number').fill('+91 98450 12345');
  await expect(page.getByLabel('Mobile Number')).toHaveValue('9845012345');
  await page.getByLabel('Building/House name').fill('Flat 3B, Palm Grove');
  await page.getByLabel('Area').fill('Banjara Hills');
  await page.getByLabel('Pincode').fill('500034');
  await expect(page.getByLabel('District')).toHaveValue('Hyderabad');
  await expect(page.getByLabel('State')).toHaveValue('Telangana');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await shoot(page, 'edit-shipping-address');
  await save.click();
  await expectToast(page, 'Address updated successfully');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Flat 3B, Palm Grove')).toBeVisible();
  await expect(page.getByText('Telangana')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Logout' }).click();
  await logIn(page, newEmail, person.password);
  await expectToast(page, 'Invalid email or password');
  await logIn(page, newEmail, 'Newpass789');
  await expect(page).toHaveURL(/\/home$/);
});

test('the terms and the privacy policy are screens of their own, readable by anyone', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'terms');
  await page.goto('/policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'policy');
});
