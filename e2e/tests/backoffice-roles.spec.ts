import { expect, mailedLinkFor, test } from '../fixtures';
import { expectToast, shoot } from '../pages/auth-screens';
import { ADMIN, bar, DESKTOP, onPhone, PHONE, STAFF, staffConsole } from '../pages/backoffice';

// Roles change no one else's screens: beside the other journeys, not after them.
test('an admin gives a newly verified person the staff role, seen in the audit log; staff are refused Roles', async ({
  browser,
  page,
  person,
}) => {
  // A person who has just registered proves their address with the mailed link.
  await page.goto(await mailedLinkFor(person.email, '/verify-email'));
  await expect(page.getByText('Your e-mail is verified.')).toBeVisible();
  await shoot(page, 'verify-email-before-a-role');

  const admin = await staffConsole(browser, DESKTOP, ADMIN);
  await bar(admin.page).getByRole('link', { name: 'Roles' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await admin.page.getByLabel('E-mail of the account').fill(person.email);
  await admin.page.getByLabel('Role').selectOption('staff');
  await admin.page.getByRole('button', { name: 'Save role' }).click();
  await expectToast(admin.page, 'Role saved');
  await expect(admin.page.getByRole('status').filter({ hasText: 'is now staff' })).toHaveText(
    `${person.email} is now staff.`,
  );
  await shoot(admin.page, 'backoffice-roles');
  const adminPhone = await staffConsole(browser, PHONE, ADMIN);
  await onPhone(adminPhone.page, '/backoffice/roles', 'Roles', 'backoffice-roles');

  // The grant, in the audit log, with who gave it.
  await bar(admin.page).getByRole('link', { name: 'Audit log' }).click();
  const grant = admin.page
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem')
    .filter({ hasText: `account ${person.email}` });
  await expect(grant).toHaveCount(1);
  await expect(grant).toContainText('Gave a role');
  await expect(grant).toContainText(ADMIN.email);
  await expect(grant).toContainText('role: user → staff');
  await shoot(admin.page, 'backoffice-audit-grant');
  await onPhone(adminPhone.page, '/backoffice/audit', 'Audit log', 'backoffice-audit-grant');
  await admin.context.close();
  await adminPhone.context.close();

  // A staff member has no Roles in the bar, and the address says it is for admins.
  for (const [viewport, name] of [
    [DESKTOP, 'backoffice-roles-refused'],
    [PHONE, 'backoffice-roles-refused-phone'],
  ] as const) {
    const staff = await staffConsole(browser, viewport, STAFF);
    await expect(bar(staff.page).getByRole('link', { name: 'Roles' })).toHaveCount(0);
    await staff.page.goto('/backoffice/roles');
    await expect(staff.page.getByRole('alert')).toHaveText('Only an admin can do this');
    // The screen names itself in the tab once it has painted (an effect after the alert's render).
    await expect(staff.page).toHaveTitle(/ \| Tapfolio$/);
    await shoot(staff.page, name);
    await staff.context.close();
  }
});
