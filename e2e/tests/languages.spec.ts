import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { languageNames, type Language } from 'shared-contracts';
import { expect, PASSWORD, test } from '../fixtures';
import { expectToast, shoot } from '../pages/auth-screens';
import { catalogueOf, expectReadsWell } from '../pages/language-checks';

const LANGUAGES: Exclude<Language, 'en'>[] = ['hi', 'bn', 'mr', 'ta'];

/**
 * A text of the spec as the screen shows it in `language`: the English looked up in the
 * catalogue. Where groups translate the same English differently (a label here, a button there),
 * any of their translations; the screen's role and place say which one is meant.
 */
async function said(language: Language, english: string, values: Record<string, string> = {}) {
  const { byKey } = await catalogueOf(language);
  const { englishTexts } = await import('shared-contracts');
  const source = await englishTexts();
  const translations = new Set(
    Object.entries(source)
      .filter(([, text]) => text === english)
      .map(([key]) => byKey[key])
      .filter((text): text is string => Boolean(text)),
  );
  expect(translations.size, `"${english}" is in the ${language} catalogue`).toBeGreaterThan(0);
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  const escaped = [...translations].map((t) => fill(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*(${escaped.join('|')})\\s*$`);
}

/** The same text, for an exact toast or a field's whole label. */
async function saidExactly(language: Language, english: string) {
  const { byKey, byText } = await catalogueOf(language);
  return byKey[byText[english]!]!;
}

async function checkScreen(page: Page, language: Language, screen: string) {
  await expectReadsWell(page, language, screen);
  await shoot(page, `${screen}-${language}`);
}

for (const language of LANGUAGES) {
  test.describe(`in ${languageNames[language]}`, () => {
    // The phone's language: what Accept-Language and navigator.languages say.
    test.use({ locale: `${language}-IN` });

    test(`signs up, onboards, edits a section and adds a card to the cart (${language})`, async ({
      page,
    }) => {
      const email = `lang-${language}-${randomUUID().slice(0, 8)}@example.com`;
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { name: await said(language, 'Welcome Back!') }),
      ).toBeVisible();
      await checkScreen(page, language, 'login');
      // The closed language list has a width of its own: a longer name would not widen it, so the
      // browser need not shape every language's name, in four scripts, to draw the screen.
      const widths = await page
        .getByRole('combobox', { name: await said(language, 'Language') })
        .evaluate((select: HTMLSelectElement) => {
          const before = select.getBoundingClientRect().width;
          const longer = new Option('A name longer than any language has, in any script');
          select.add(longer);
          const after = select.getBoundingClientRect().width;
          longer.remove();
          return { before, after };
        });
      expect(widths.after).toBe(widths.before);
      await page.getByRole('link', { name: await said(language, 'Create Account') }).click();

      await expect(page).toHaveURL(/\/register$/);
      await page.getByLabel(await said(language, 'Full name')).fill('Kavya Raman');
      await page.getByLabel(await said(language, 'Email')).fill(email);
      await page.getByLabel(await said(language, 'Password'), { exact: true }).fill(PASSWORD);
      await checkScreen(page, language, 'register');
      await page.getByRole('button', { name: await said(language, 'Create Account') }).click();
      await expectToast(page, await saidExactly(language, 'Account created successfully!'));

      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(
        page.getByRole('heading', {
          name: await said(language, 'Build Your Smart Portfolio Card'),
        }),
      ).toBeVisible();
      // A wrong number is refused in the language.
      await page.getByLabel(await said(language, 'Mobile number')).fill('12345');
      await page.getByRole('button', { name: await said(language, 'Next') }).click();
      await expect(
        page.getByText(
          await said(language, 'Enter a valid 10-digit mobile number with optional country code'),
        ),
      ).toBeVisible();
      await checkScreen(page, language, 'onboarding-step-1');
      await page.getByLabel(await said(language, 'Mobile number')).fill('9876543210');
      await page
        .getByRole('checkbox', { name: await said(language, 'WhatsApp is the same number') })
        .check();
      await page.getByRole('button', { name: await said(language, 'Next') }).click();
      await page.getByLabel(await said(language, 'Building/House name')).fill('12, MG Road');
      await page.getByLabel(await said(language, 'Area')).fill('Indiranagar');
      await page.getByLabel(await said(language, 'Pincode')).fill('560038');
      await expect(page.getByLabel(await said(language, 'District'))).toHaveValue('Bangalore');
      await checkScreen(page, language, 'onboarding-step-2');
      await page.getByRole('button', { name: await said(language, 'Launch My Portfolio') }).click();
      await expectToast(page, await saidExactly(language, 'Portfolio launched successfully!'));
      await expect(page).toHaveURL(/\/home$/);
      await checkScreen(page, language, 'home');

      // A section of the card: the About text, written in the person's own script.
      await page.goto('/edit-profile/about');
      await page
        .getByLabel(await said(language, 'Description'))
        .fill('நான் ஒரு வடிவமைப்பாளர். मैं डिज़ाइनर हूँ।');
      await checkScreen(page, language, 'editor-about');
      await page.getByRole('button', { name: await said(language, 'Save'), exact: true }).click();
      await expectToast(page, await saidExactly(language, 'About info saved successfully!'));

      // A card into the cart, its price written as India writes it.
      await page.goto('/products');
      await expect(
        page.getByRole('heading', { name: await said(language, 'Explore Cards') }),
      ).toBeVisible();
      await checkScreen(page, language, 'products');
      await page
        .getByRole('list', { name: await said(language, 'Cards') })
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
      await checkScreen(page, language, 'product');
      await page.getByRole('button', { name: await said(language, 'Add to Cart') }).click();
      await page.goto('/cart');
      await expect(page.getByText(/₹[\d,]+(\.\d\d)?/).first()).toBeVisible();
      await checkScreen(page, language, 'cart');
    });

    test(`a visitor reads a Tamil owner's card with its frame in ${language}`, async ({
      browser,
      person,
      request,
    }) => {
      // The owner writes their card in their own script.
      const saved = await request.patch('/api/v1/portfolio', {
        headers: { authorization: `Bearer ${person.token}` },
        data: {
          personalInfo: {
            name: 'கவியா ராமன்',
            email: person.email,
            phoneNumber: '9876543210',
            whatsappNumber: '9876543210',
          },
        },
      });
      expect(saved.ok()).toBe(true);
      const visitor = await browser.newContext({
        locale: `${language}-IN`,
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: false,
      });
      const page = await visitor.newPage();
      const answer = await page.goto(`/portfolio/${person.userId}`);
      expect(answer!.headers()['vary']).toMatch(/accept-language/i);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: 'கவியா ராமன்' })).toBeVisible();
      await expect(page.getByText(await said(language, 'Save Contact')).first()).toBeVisible();
      await expectReadsWell(page, language, 'card');
      await shoot(page, `card-${language}`, { javaScript: false });
      await visitor.close();
    });
  });
}
