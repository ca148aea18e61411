import { randomUUID } from 'node:crypto';
import { expect, mailedLinkFor, PASSWORD, test } from '../fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  expectToast,
  fieldLabelled,
  logIn,
  shoot,
  shootPhoneAndDesktop,
} from '../pages/auth-screens';

/** A name with every mark a name may hold besides letters and spaces (issue 26). */
const NAME = "Priya S. D'Souza-Sharma";

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The space between a sign-in screen's heading block and its form's card. */
async function headingGap(page: Page) {
  const heading = await box(page.locator('main header'));
  const form = await box(page.locator('main form'));
  return Math.round(form.y - (heading.y + heading.height));
}

test('a new person registers, onboards in two steps and lands on home; logout ends the session', async ({
  page,
}) => {
  const email = `asha-${randomUUID().slice(0, 8)}@example.com`;

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  // A visitor sees what Tapfolio is, a sample card and "Create your free card", before the form.
  const intro = page.getByRole('region', { name: 'Your digital business card, free' });
  await expect(intro.getByRole('figure', { name: 'A sample Tapfolio card' })).toBeVisible();
  await expect(intro.getByRole('link', { name: 'Create your free card' })).toBeVisible();
  expect((await box(intro)).y + (await box(intro)).height).toBeLessThanOrEqual(
    (await box(page.getByRole('heading', { name: 'Welcome Back!' }))).y,
  );
  const loginGap = await headingGap(page);
  await shootPhoneAndDesktop(page, 'login');
  // On a desktop the sample card is beside the form.
  await page.setViewportSize({ width: 1366, height: 768 });
  const [introWide, formWide] = [await box(intro), await box(page.locator('main form'))];
  expect(introWide.x + introWide.width).toBeLessThan(formWide.x);
  expect(introWide.y).toBeLessThan(formWide.y + formWide.height);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/register$/);
  // The Register heading keeps the Login page's space to its form.
  expect(await headingGap(page)).toBe(loginGap);
  // Typed key by key, the name keeps its dot, apostrophe and hyphen.
  await fieldLabelled(page, 'Full name').pressSequentially(NAME);
  await expect(fieldLabelled(page, 'Full name')).toHaveValue(NAME);
  await fieldLabelled(page, 'Email').fill(email);
  await fieldLabelled(page, 'Password', { exact: true }).fill('secret');
  await expect(page.getByRole('list', { name: /password/i })).toContainText('At least one number');
  await fieldLabelled(page, 'Password', { exact: true }).fill(PASSWORD);
  await shootPhoneAndDesktop(page, 'register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account created successfully!');

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('heading', { name: 'Build Your Smart Portfolio Card' }),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(NAME);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  // Step 1's back arrow: behind it is the sign-in page, which would only send the person back
  // here, so it asks whether to leave (log out) instead of doing nothing.
  await page.getByRole('button', { name: 'Back' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave onboarding?' });
  await expect(leave).toBeVisible();
  await shoot(page, 'onboarding-leave', { fullPage: false });
  await leave.getByRole('button', { name: 'Continue onboarding' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByLabel('WhatsApp number').fill('98765 43210');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Enter a valid 10-digit mobile number with optional country code'),
  ).toBeVisible();
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('checkbox', { name: 'WhatsApp is the same number' }).check();
  await expect(page.getByLabel('WhatsApp number')).toHaveValue('9876543210');
  await page.getByLabel('Designation (optional)').fill('Product Designer');
  await page.getByLabel('Company name (optional)').fill('Lotus Labs');
  await shootPhoneAndDesktop(page, 'onboarding-step-1');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByLabel('Building/House name').fill('12, MG Road');
  await page.getByLabel('Area').fill('Indiranagar');
  await page.getByLabel('Pincode').fill('560038');
  await expect(page.getByLabel('District')).toHaveValue('Bangalore');
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await shootPhoneAndDesktop(page, 'onboarding-step-2');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('District')).toHaveValue('Bangalore');
  await page.getByRole('button', { name: 'Launch My Portfolio' }).click();
  await expectToast(page, 'Portfolio launched successfully!');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your Digital Portfolio' })).toBeVisible();
  await expect(page.getByText(`Hi, ${NAME}!`)).toBeVisible();
  // The portfolio remote's preview, placed by the shell.
  const preview = page.getByRole('region', { name: 'Your portfolio preview' });
  await expect(preview.getByRole('heading', { name: NAME })).toBeVisible();
  // Onboarding's designation and company are on the card.
  await expect(preview).toContainText('Product Designer');
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
  await expect(page.getByText(`Hi, ${NAME}!`)).toBeVisible();
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
  // Onboarding's address is the first shipping address, with the person's name and mobile.
  const shipping = page.getByRole('link', { name: /Shipping Address/ });
  await expect(shipping).toContainText(NAME);
  await expect(shipping).toContainText('12, MG Road');
  await shoot(page, 'account');
  // Edit Full Name keeps what a name holds as it is typed (it used to delete . ' and -).
  await page.getByRole('button', { name: 'Edit Full Name' }).click();
  const nameSheet = page.getByRole('dialog', { name: 'Edit Full Name' });
  await nameSheet.getByLabel('Full name').clear();
  await nameSheet.getByLabel('Full name').pressSequentially("Priya D'Souza-Sharma Jr.");
  await nameSheet.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Name updated successfully.');
  await expect(page.getByText("Priya D'Souza-Sharma Jr.")).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'You are logged out!!!');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signed out, the signed-in screens send the person to login, naming the way back.
  for (const path of ['/home', '/account', '/account/edit-email']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(path)}`);
  }
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, PASSWORD);
  await expectToast(page, 'Login successful!');
  await expect(page).toHaveURL(/\/home$/);

  // The card editor keeps a name of another script as typed.
  await page.goto('/edit-profile/personal');
  await page.getByLabel('Full name').clear();
  await page.getByLabel('Full name').pressSequentially('प्रिया शर्मा');
  await expect(page.getByLabel('Full name')).toHaveValue('प्रिया शर्मा');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Personal information saved!');
  await page.goto('/home');
  await expect(preview.getByRole('heading', { name: 'प्रिया शर्मा' })).toBeVisible();
});

test('onboarding offers Log out: the session ends, and signing in again returns to onboarding', async ({
  page,
}) => {
  const email = `ravi-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/register');
  await fieldLabelled(page, 'Full name').fill('Ravi Rao');
  await fieldLabelled(page, 'Email').fill(email);
  await fieldLabelled(page, 'Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expectToast(page, 'You are logged out!!!');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The account is kept: signing in again goes on with onboarding.
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
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

test.describe('the sign-in screens before the app boots', () => {
  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('Login, Create Account and Forgot Password paint from the HTML alone, and cannot be sent', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page).toHaveTitle('Login | Tapfolio');
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeEditable();
      await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
      // Sent before the app has it, a form would go to the page itself with the password in the
      // address: its button waits for the app.
      await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
      await shoot(page, 'login-no-js', { javaScript: false });

      await page.getByRole('link', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page).toHaveTitle('Create Account | Tapfolio');
      await expect(page.getByLabel('Full name')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();

      await page.goto('/forgot-password');
      await expect(page).toHaveTitle('Forgot Password | Tapfolio');
      await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    });
  });

  test("the sign-in client starts on the visitor's first tap, and that tap, on Show Password, is not lost", async ({
    page,
  }) => {
    const client = page.waitForResponse((response) =>
      response.url().endsWith('/sign-in/sign-in.js'),
    );
    await page.goto('/login');
    await client;
    // The client waits for the visitor to reach for the screen; the tap that starts it lands on
    // the server's button before the screen works, and is played again once it does.
    await page.getByRole('button', { name: 'Show Password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('the sign-in client takes what a person typed before it arrived, signs them in, and only then starts the app', async ({
    page,
    person,
  }) => {
    // The sign-in client held back, as on a slow connection, until the person has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    let clientsFirstLine = '';
    await page.route('**/remotes/remote-auth/**', async (route) => {
      await typed;
      const response = await route.fetch();
      if (route.request().url().endsWith('/sign-in/sign-in.js')) {
        clientsFirstLine = (await response.text()).split('\n', 1)[0] ?? '';
      }
      await route.fulfill({ response });
    });
    const appScripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/static/js/')) appScripts.push(request.url());
    });
    // Not to the load event: the held client is one of the page's scripts.
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    const heading = page.getByRole('heading', { name: 'Welcome Back!' });
    await heading.evaluate((element) => element.setAttribute('data-served', ''));
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    release();

    // The same form, the very elements the server sent, now working with what was typed.
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login).toBeEnabled();
    await expect(heading).toHaveAttribute('data-served', '');
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    // Compiled as it streams in (V8's compile hint), a comment minifying would have dropped.
    expect(clientsFirstLine).toBe('//# allFunctionsCalledOnLoad');
    // A wrong password is answered on the screen, still without the app.
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await login.click();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.goBack();
    await expect(heading).toBeVisible();
    expect(appScripts).toEqual([]);

    // Back on a login form of its own, as any screen a person comes back to.
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await login.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Login successful!').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    expect(appScripts.length).toBeGreaterThan(0);
  });

  test('someone signed out who opens a signed-in screen signs in first, on the sign-in screen, and comes back to it', async ({
    page,
    person,
  }) => {
    const appScripts: string[] = [];
    const remoteFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/js/')) appScripts.push(request.url());
      if (pathname.startsWith('/remotes/')) remoteFiles.push(pathname);
    });
    // A shared link to the designs, opened by someone new: the page sends them on by itself.
    await page.goto('/products?search=card');
    await expect(page).toHaveURL(/\/login\?from=%2Fproducts%3Fsearch%3Dcard$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    // The browser's look-ahead may have fetched the page's own script before its first script
    // sent it on; the app never ran (it would have fetched its chunks).
    expect(appScripts.filter((url) => !/\/static\/js\/index\.\w+\.js$/.test(url))).toEqual([]);
    // Nor did the page's preloads of the app's chunks and the screen's remote go out: the
    // connection was the sign-in screen's, whose client is the one remote file fetched.
    expect(remoteFiles.filter((path) => !/\/sign-in\/sign-in\.js$/.test(path))).toEqual([]);

    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/products\?search=card$/);
    await expect(page.getByRole('searchbox')).toHaveValue('card');
    await expect(page.getByRole('heading', { name: 'Explore Cards' })).toBeAttached();
    // Said in the list's header, under the search, not over it.
    const header = page.locator('header').filter({ has: page.getByRole('searchbox') });
    await expect(header.getByText('Login successful!')).toBeVisible();
  });
});
