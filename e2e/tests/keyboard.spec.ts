import { randomUUID } from 'node:crypto';
import { expect, PASSWORD, test } from '../fixtures';
import { expectToast, fieldLabelled, shoot } from '../pages/auth-screens';
import { press, typeInto } from '../pages/keyboard';

// No click, fill or check in this file: Tab, Shift+Tab, Enter, Space, Escape and typed text only.
test('with the keyboard alone: register, onboard, edit a section, add a card to the cart and reach the payment page', async ({
  page,
}) => {
  const email = `kiran-${randomUUID().slice(0, 8)}@example.com`;

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Login | Tapfolio');
  await press(page, page.getByRole('link', { name: 'Create Account' }));

  // Register.
  await expect(page).toHaveURL(/\/register$/);
  await typeInto(page, fieldLabelled(page, 'Full name'), 'Kiran Shah');
  await typeInto(page, fieldLabelled(page, 'Email'), email);
  await typeInto(page, fieldLabelled(page, 'Password', { exact: true }), PASSWORD);
  await press(page, page.getByRole('button', { name: 'Create Account' }));
  await expectToast(page, 'Account created successfully!');

  // Onboarding: a submit with a missing number puts focus on that field, with its message.
  await expect(page).toHaveURL(/\/onboarding$/);
  await press(page, page.getByRole('button', { name: 'Next' }));
  const mobile = page.getByLabel('Mobile number');
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveAccessibleDescription(/./);
  await page.keyboard.type('9876543210');
  await typeInto(page, page.getByLabel('WhatsApp number'), '9876543210');
  await press(page, page.getByRole('button', { name: 'Next' }));
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await typeInto(page, page.getByLabel('Building/House name'), '12, MG Road');
  await typeInto(page, page.getByLabel('Area'), 'Indiranagar');
  await typeInto(page, page.getByLabel('Pincode'), '560038');
  await expect(page.getByLabel('District')).toHaveValue('Bangalore');
  await press(page, page.getByRole('button', { name: 'Launch My Portfolio' }));
  await expectToast(page, 'Portfolio launched successfully!');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Home | Tapfolio');

  // Edit one section; the discard question is a dialog that Escape closes, giving focus back.
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await press(page, mainNav.getByRole('link', { name: 'Portfolio' }));
  await expect(page.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Portfolio sections' });
  await press(page, sections.getByRole('link', { name: /About/ }));
  await typeInto(page, page.getByLabel('Heading'), 'About Kiran');
  const back = page.getByRole('button', { name: 'Back' });
  await press(page, back);
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await expect(discard.locator(':focus')).toHaveCount(1);
  // Focus stays in the dialog: a round of Tab presses never leaves it.
  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Tab');
    await expect(discard.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(back).toBeFocused();
  await typeInto(page, page.getByLabel('Description'), 'I design cards people keep.');
  await press(page, page.getByRole('button', { name: 'Save', exact: true }));
  await expectToast(page, 'About info saved successfully!');

  // The shop: the sort sheet opens and closes from the keyboard, then a card goes in the cart.
  await press(page, mainNav.getByRole('link', { name: 'Explore' }));
  await expect(page.getByRole('heading', { name: 'Explore Cards' })).toBeVisible();
  const sortButton = page.getByRole('button', { name: /SORT/ });
  await press(page, sortButton, 'Space');
  const sortSheet = page.getByRole('dialog', { name: 'Sort By' });
  await expect(sortSheet).toBeVisible();
  await expect(sortSheet.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(sortSheet).toBeHidden();
  await expect(sortButton).toBeFocused();
  const firstCard = page.getByRole('list', { name: 'Cards' }).getByRole('link').first();
  const cardName = (await firstCard.getAttribute('aria-label')) ?? (await firstCard.innerText());
  await press(page, firstCard);
  await expect(page).toHaveURL(/\/product\//);
  await press(page, page.getByRole('button', { name: 'Add to Cart' }), 'Space');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page).toHaveTitle('My Cart | Tapfolio');
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(cardName.length).toBeGreaterThan(0);

  // Onboarding's address is the delivery address; it is changed from the cart, then Checkout
  // and Proceed To Pay.
  await press(page, page.getByRole('link', { name: /change.*address/i }));
  await expect(page).toHaveURL(/\/account\/edit-shipping-address$/);
  await typeInto(page, page.getByLabel('Full Name'), 'Kiran Shah');
  await typeInto(page, page.getByLabel('Mobile Number'), '9876543210');
  await typeInto(page, page.getByLabel('Building/House name'), '14, Brigade Road');
  await typeInto(page, page.getByLabel('Area'), 'Indiranagar');
  await typeInto(page, page.getByLabel('Pincode'), '560038');
  await expect(page.getByLabel('District')).toHaveValue('Bangalore');
  await press(page, page.getByRole('button', { name: /Save/ }));
  await expect(page).toHaveURL(/\/cart$/);
  await press(page, page.getByRole('button', { name: 'Checkout' }));
  await expect(page).toHaveURL(/\/nfc-review$/);
  await shoot(page, 'keyboard-review');
  // The card's designation is still empty: the refused submit puts focus on it.
  const pay = page.getByRole('button', { name: /^Proceed To Pay/ });
  await press(page, pay);
  const designation = page.getByLabel('Designation');
  await expect(designation).toBeFocused();
  await expect(designation).toHaveAccessibleDescription('Designation is required');
  await page.keyboard.type('Designer');
  await press(page, pay);
  await expect(page).toHaveURL(/\/razorpay-emulator\/pay\/plink_/);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
});
