import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, mailedLinkFor, PASSWORD, signInWithToken, test, type Person } from '../fixtures';
import { expectToast, fieldLabelled, shoot } from '../pages/auth-screens';

const ORGANISATION = 'Lotus Labs';
/** A GSTIN of Maharashtra whose check character is right (invoices.spec.ts has it too). */
const GSTIN = '27AAPFU0939F1ZV';

interface Invitee {
  name: string;
  email: string;
  designation: string;
  phone: string;
}

/** Three people to invite, their addresses this run's own. */
function invitees(): [Invitee, Invitee, Invitee] {
  const suffix = randomUUID().slice(0, 8);
  return [
    {
      name: 'Ravi Kumar',
      email: `ravi-${suffix}@example.com`,
      designation: 'Sales Lead',
      phone: '9876501234',
    },
    { name: 'Anita Rao', email: `anita-${suffix}@example.com`, designation: 'Designer', phone: '' },
    {
      name: 'Kabir Shah',
      email: `kabir-${suffix}@example.com`,
      designation: 'Engineer',
      phone: '9876505678',
    },
  ];
}

const csvOf = (people: Invitee[]) =>
  Buffer.from(
    [
      'name,email,designation,phone',
      ...people.map((p) => [p.name, p.email, p.designation, p.phone].join(',')),
    ].join('\n'),
  );

/** The owner makes the organisation on the console's create form, with an office to deliver to. */
async function createOrganisation(page: Page) {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Create an organisation' })).toBeVisible();
  await page.getByLabel('Organisation name').fill(ORGANISATION);
  await page.getByLabel('GSTIN (optional)').fill(GSTIN);
  await page.getByLabel('Building/House name').fill('3rd floor, 80 Feet Road');
  await page.getByLabel('Area').fill('Koramangala');
  await page.getByLabel('Pincode').fill('560034');
  await expect(page.getByLabel('District')).toHaveValue('Bangalore');
  await shoot(page, 'teams-create');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expectToast(page, 'Organisation created');
  await expect(page.getByText('You are the owner')).toBeVisible();
}

/** Import CSV: every row previewed as Ready, then one press invites them all. */
async function importPeople(page: Page, people: Invitee[]) {
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import people from a CSV' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'team.csv',
    mimeType: 'text/csv',
    buffer: csvOf(people),
  });
  await expect(page.getByText('3 people to invite, 0 rows with errors')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Preview' }).getByRole('row');
  // The header, then a row per person as the spreadsheet numbers them (its header is row 1).
  await expect(rows).toHaveCount(4);
  for (const [index, person] of people.entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole('rowheader')).toHaveText(String(index + 2));
    await expect(row).toContainText(person.name);
    await expect(row).toContainText(person.email);
    await expect(row).toContainText(person.designation);
    await expect(row).toContainText('Ready');
  }
  await shoot(page, 'teams-import-preview');
  await page.getByRole('button', { name: 'Invite 3 people' }).click();
  await expectToast(page, '3 invitations sent');
  await expect(page).toHaveURL(/\/teams$/);
  const invitations = page.getByRole('list', { name: 'Invitations' });
  for (const person of people) await expect(invitations).toContainText(person.email);
  await shoot(page, 'teams-console');
}

/** The card template: the company name Locked, so every member's card carries it. */
async function lockCompanyName(page: Page) {
  await page.getByRole('link', { name: /^Card template/ }).click();
  await expect(page.getByRole('heading', { name: 'Card template' })).toBeVisible();
  const name = page.getByRole('group', { name: 'Company name' });
  await expect(name).toContainText(ORGANISATION);
  await name.getByRole('radio', { name: 'Locked' }).check();
  await expect(name).toContainText(`members see “Set by ${ORGANISATION}”`);
  await shoot(page, 'teams-template');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expectToast(page, "Card template saved: every member's card shows it now");
  await expect(page).toHaveURL(/\/teams$/);
}

/**
 * The invited person, on a phone of their own: the mailed link, Create an account, onboarding,
 * back to the invitation and Join; their card's company name is then the organisation's.
 */
async function joinFromTheMail(browser: Browser, owner: Person, invitee: Invitee) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(await mailedLinkFor(invitee.email, '/join'));
  await expect(
    page.getByRole('heading', { name: `${owner.name} invited you to join ${ORGANISATION}` }),
  ).toBeVisible();
  await expect(page.getByText(`Sent to ${invitee.email}`)).toBeVisible();
  // The token left the address bar, kept in the tab for the way back.
  await expect(page).toHaveURL(/\/join$/);
  await shoot(page, 'teams-join-signed-out');
  await page.getByRole('link', { name: 'Create an account' }).click();

  await expect(page).toHaveURL(/\/register$/);
  await fieldLabelled(page, 'Full name').fill(invitee.name);
  await fieldLabelled(page, 'Email').fill(invitee.email);
  await fieldLabelled(page, 'Password', { exact: true }).fill(PASSWORD);
  await shoot(page, 'teams-register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel('Mobile number').fill(invitee.phone);
  await page.getByRole('checkbox', { name: 'WhatsApp is the same number' }).check();
  await page.getByLabel('Designation (optional)').fill(invitee.designation);
  await shoot(page, 'teams-onboarding');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Building/House name').fill('7, Church Street');
  await page.getByLabel('Area').fill('Shivajinagar');
  await page.getByLabel('Pincode').fill('560001');
  await expect(page.getByLabel('District')).toHaveValue('Bangalore');
  await page.getByRole('button', { name: 'Launch My Portfolio' }).click();

  // Onboarded, back on the invitation, signed in now.
  await expect(page).toHaveURL(/\/join$/);
  await page.getByRole('button', { name: `Join ${ORGANISATION}` }).click();
  await expectToast(page, `You joined ${ORGANISATION}`);
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByText('You are a member')).toBeVisible();
  await shoot(page, 'teams-console-member');

  await page.goto('/edit-profile/work');
  const company = page.getByRole('textbox', { name: 'Company name' });
  await expect(company).toHaveValue(ORGANISATION);
  await expect(company).not.toBeEditable();
  await expect(company).toHaveAccessibleDescription(new RegExp(`Set by ${ORGANISATION}`));
  await expect(page.getByText(`Set by ${ORGANISATION}`)).toBeVisible();
  await shoot(page, 'teams-member-work-locked');
  await context.close();
}

/** Order cards: a design, the owner and the member who joined, Pay, and the emulator's page. */
async function orderCards(page: Page, owner: Person, member: Invitee) {
  await page.goto('/teams');
  await page.getByRole('link', { name: /^Order cards/ }).click();
  await expect(page.getByRole('heading', { name: 'Order cards' })).toBeVisible();
  const design = page.getByRole('group', { name: 'Design' }).getByRole('radio').first();
  await design.check();
  const members = page.getByRole('list', { name: 'Members' });
  await members.getByRole('checkbox', { name: new RegExp(owner.name) }).check();
  await members.getByRole('checkbox', { name: new RegExp(member.name) }).check();
  await expect(page.getByText('2 members chosen')).toBeVisible();
  // Each card is printed as its row says: the owner's card has no designation yet.
  const mine = page.getByRole('group', { name: owner.name });
  await mine.getByLabel('Designation').fill('Founder');
  const theirs = page.getByRole('group', { name: member.name });
  await expect(theirs.getByLabel('Name on the card')).toHaveValue(member.name);
  await expect(theirs.getByLabel('Designation')).toHaveValue(member.designation);
  // Delivered to the office given on creating the organisation.
  await expect(page.getByLabel('Pincode')).toHaveValue('560034');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`Tax invoice in ${ORGANISATION}’s name (GSTIN ${GSTIN})`);
  const total = (await summary.locator('dd').last().textContent())!;
  expect(total).toMatch(/^₹[\d,.]+$/);
  await shoot(page, 'teams-order-cards');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/razorpay-emulator\/pay\/plink_/);
  await expect(page.getByText(total).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expectToast(page, 'Payment received. Your order is placed!');
  await expect(page.getByText('Order Placed').first()).toBeVisible();
  const cards = page.getByRole('region', { name: `Cards for ${ORGANISATION}` });
  await expect(cards).toContainText(member.name);
  await expect(cards).toContainText(owner.name);
  await shoot(page, 'teams-order-paid');
}

test('an owner makes an organisation, invites a team from a CSV, locks its name on their cards, pays for their NFC cards and removes a member, whose card stops', async ({
  page,
  person,
  browser,
}) => {
  const people = invitees();
  const joiner = people[0];
  await signInWithToken(page, person);
  // Only a verified address may make an organisation: the link mailed at sign-up.
  await page.goto(await mailedLinkFor(person.email, '/verify-email'));
  await expect(page.getByText('Your e-mail is verified.')).toBeVisible();
  await shoot(page, 'teams-verify-email');

  await createOrganisation(page);
  await importPeople(page, people);
  await lockCompanyName(page);
  await joinFromTheMail(browser, person, joiner);
  await orderCards(page, person, joiner);

  // The paid cards, each with whose card it opens: the member's code is what their chip holds.
  await page.goto('/teams/cards');
  await expect(page.getByRole('heading', { name: 'Members’ cards' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const theirs = cards.filter({ hasText: joiner.email });
  await expect(theirs).toContainText('Active');
  await expect(theirs).toContainText('Paid by the organisation');
  await shoot(page, 'teams-cards');
  const switchOff = await theirs
    .getByRole('button', { name: /^Switch off card / })
    .getAttribute('aria-label');
  const code = switchOff!.replace('Switch off card ', '');
  // Tapped while they are a member, it opens their card.
  const tapped = await page.request.get(`/c/${code}`, { maxRedirects: 0 });
  expect(tapped.status()).toBe(302);

  // Removed from the members: their card is switched off with it.
  await page.goto('/teams');
  await page.getByRole('button', { name: `Manage ${joiner.name}` }).click();
  const sheet = page.getByRole('dialog', { name: joiner.name });
  await sheet.getByRole('button', { name: 'Remove from organisation' }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${joiner.name}?` });
  await shoot(page, 'teams-remove-member', { fullPage: false });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, `${joiner.name} was removed from the organisation`);
  await expect(page.getByRole('list', { name: 'Members' })).not.toContainText(joiner.email);

  // Tapped now, the chip's link names no one.
  await page.goto(`/c/${code}`);
  await expect(page.getByRole('heading', { name: 'This card is no longer active' })).toBeVisible();
  await expect(page.getByText(joiner.name)).toHaveCount(0);
  await shoot(page, 'teams-card-no-longer-active');
});
