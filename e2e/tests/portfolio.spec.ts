import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInWithToken, test } from '../fixtures';
import { expectToast, shoot, shootPhoneAndDesktop } from '../pages/auth-screens';
import { expectInSight } from '../pages/in-sight';

/** A landscape photo, wider than the banner is stored: a sky, a sun and two hills. */
const landscapePhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
        <defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f9a8d4"/></linearGradient></defs>
        <rect width="2400" height="1600" fill="url(#sky)"/><circle cx="1700" cy="700" r="180" fill="#fde68a"/>
        <path d="M0 1100 Q600 700 1200 1050 T2400 950 V1600 H0Z" fill="#065f46"/>
        <path d="M0 1300 Q800 1000 1600 1250 T2400 1200 V1600 H0Z" fill="#047857"/></svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

/** The size of an image as the API stores it, read with sharp from the URL the card uses. */
async function storedImage(request: APIRequestContext, src: string | null) {
  expect(src).toMatch(/^\/api\/v1\/file\?key=[^&]+$/);
  const { width = 0, height = 0 } = await sharp(await (await request.get(src!)).body()).metadata();
  return { width, height };
}

test('a person fills all six sections; a visitor sees the card, every contact link and the vCard; the theme sticks', async ({
  page,
  person,
  browser,
  request,
}) => {
  await signInWithToken(page, person);
  // Home for a new card: Share, and what would complete the card, each a tap from its section.
  await page.goto('/home');
  const checklist = page.getByRole('region', { name: 'Complete your card' });
  await expect(checklist.getByText(/^[0-3] of 4 done$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share my card' })).toBeVisible();
  await shootPhoneAndDesktop(page, 'home-new-card');
  await checklist.getByRole('link', { name: 'Add a service' }).click();
  await expect(page).toHaveURL(/\/edit-profile\/services$/);

  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await shootPhoneAndDesktop(page, 'editor-menu');
  const sections = page.getByRole('navigation', { name: 'Portfolio sections' });
  const save = page.getByRole('button', { name: 'Save', exact: true });

  // Personal: a profile picture through crop and upload, then the name.
  await sections.getByRole('link', { name: /Personal Info/ }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(save).toBeDisabled();
  const photo = await (await request.get('/placeholder-image.jpg')).body();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Profile picture' }).click();
  await (await chooser).setFiles({ name: 'meera.jpg', mimeType: 'image/jpeg', buffer: photo });
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  const cropFrame = crop.getByRole('group', { name: 'Crop frame, arrow keys move the image' });
  // The photo is cropped through the circle the card shows it in.
  await expect(cropFrame).toHaveCSS('border-radius', '50%');
  await shootPhoneAndDesktop(page, 'editor-crop');
  await crop.getByRole('button', { name: 'Done' }).click();
  await expectToast(page, 'Image uploaded!');
  // The toast takes a line of the header: the title and the buttons under it stay in sight.
  await expectInSight(page.getByRole('heading', { name: 'Personal Info' }));
  await expectInSight(page.getByRole('button', { name: 'Remove image' }));
  await expectInSight(page.getByRole('button', { name: 'Upload profile picture' }));
  await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  // The banner: cropped wide (3:1) for the card's header, with its own hint.
  const bannerField = page.getByRole('group', { name: 'Banner image' });
  await expect(bannerField.getByText('Wide image (3:1) under 2 MB')).toBeVisible();
  const bannerChooser = page.waitForEvent('filechooser');
  await bannerField.getByRole('button', { name: 'Upload banner image' }).click();
  await (
    await bannerChooser
  ).setFiles({
    name: 'studio.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapePhoto(),
  });
  await expect(cropFrame).toHaveCSS('border-radius', '0px');
  const frameBox = (await cropFrame.boundingBox())!;
  expect(frameBox.width / frameBox.height).toBeCloseTo(3, 1);
  await shootPhoneAndDesktop(page, 'editor-crop-banner');
  await crop.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('img', { name: 'Banner image' })).toBeVisible();
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Full name').fill('Meera S Iyer');
  await shoot(page, 'editor-personal');
  await save.click();
  await expectToast(page, 'Personal information saved!');
  await expect(page.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeVisible();

  // Work.
  await sections.getByRole('link', { name: /Work & Branding/ }).click();
  await page.getByLabel('Designation').fill('Founder & Principal Designer');
  await page.getByLabel('Company name').fill('Iyer Design Studio');
  await page.getByLabel('Work email', { exact: true }).fill('studio@iyer.design');
  await page.getByLabel('Primary website (optional)', { exact: true }).fill('iyer.design/work');
  await page
    .getByLabel('Secondary website (optional)', { exact: true })
    .fill('https://blog.iyer.design');
  await shoot(page, 'editor-work');
  await save.click();
  await expectToast(page, 'Work & Branding information saved successfully!');

  // Address, with the discard dialog on the way.
  await sections.getByRole('link', { name: /Address/ }).click();
  await page.getByLabel('Building/House name').fill('Flat 7, Lake View');
  await page.getByRole('button', { name: 'Back' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toContainText(
    'Are you sure you want to go back? Unsaved changes will be lost.',
  );
  await shoot(page, 'editor-discard');
  await discard.getByRole('button', { name: 'Cancel' }).click();
  // A pincode no post office has says so, on the field and beside the grey Save.
  const pincode = page.getByLabel('Pincode', { exact: true });
  await pincode.fill('999999');
  await expect(pincode).toHaveAccessibleDescription('We could not find this pincode');
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('We could not find this pincode');
  await shootPhoneAndDesktop(page, 'editor-address-unknown-pincode');
  await pincode.fill('500034');
  await expect(page.getByLabel('District', { exact: true })).toHaveValue('Hyderabad');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Telangana');
  // The house and street a new card keeps off the public card: this person shows the house.
  const onCard = page.getByRole('group', { name: 'Show on card' });
  await expect(onCard.getByRole('switch', { name: 'Area on card' })).not.toBeChecked();
  await expect(onCard.getByText('Hidden from your public card')).toHaveCount(2);
  await onCard.getByRole('switch', { name: 'Building name on card' }).check();
  await expect(onCard.getByText('Hidden from your public card')).toHaveCount(1);
  await shoot(page, 'editor-address-switches');
  await save.click();
  await expectToast(page, 'Address information saved!');

  // Social links: only on their own hosts.
  await sections.getByRole('link', { name: /Social Links/ }).click();
  await page.getByLabel('Facebook', { exact: true }).fill('evil.example/meera');
  await page.getByLabel('Facebook', { exact: true }).press('Tab');
  await expect(page.getByText('Invalid facebook.com URL')).toBeVisible();
  await shoot(page, 'editor-social-error');
  // A handle is saved as the profile's link (the card below links to it).
  await page.getByLabel('Facebook', { exact: true }).fill('@meera.iyer');
  await expect(page.getByLabel('Facebook', { exact: true })).toHaveAccessibleDescription(
    'Saved as facebook.com/meera.iyer',
  );
  await page.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/in/meera-iyer');
  await page.getByLabel('Instagram', { exact: true }).fill('instagram.com/meera.designs');
  // Kept for the owner, not shown to visitors.
  await page.getByRole('switch', { name: 'Instagram on card' }).uncheck();
  await shootPhoneAndDesktop(page, 'editor-social-handle');
  await save.click();
  await expect(
    page.getByText('Your social media links have been updated successfully!'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeVisible();

  // About.
  await sections.getByRole('link', { name: /About/ }).click();
  await page.getByLabel('Heading').fill('');
  await page
    .getByLabel('Description')
    .fill('I design brands and homes for small businesses in Hyderabad.');
  await shoot(page, 'editor-about');
  await save.click();
  await expectToast(page, 'About info saved successfully!');

  // Services.
  await sections.getByRole('link', { name: /Services/ }).click();
  await page.getByLabel('Service heading').fill('What I do');
  await page.getByLabel('Heading', { exact: true }).first().fill('Brand identity');
  await page
    .getByLabel('Description')
    .first()
    .fill('Logos, colours and type that fit your business.');
  await shoot(page, 'editor-services');
  await save.click();
  await expectToast(page, 'Service(s) saved successfully!');

  // The theme: light, and it is still light after a reload.
  await page.getByRole('switch', { name: /Dark Mode/ }).click();
  await expect(page.getByText('Mode switching: Light Mode')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Dark Mode/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  // Every section is filled now: the menu ticks all six.
  await expect(sections.getByText('6 of 6 sections done')).toBeVisible();
  await expect(page.getByRole('switch', { name: /Dark Mode/ })).toHaveAccessibleDescription(
    'Visitors see your card in Light Mode first. They may switch to Dark Mode.',
  );
  await shootPhoneAndDesktop(page, 'editor-menu-light');

  // A visitor, in a fresh browser context without a session.
  const visitorContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/portfolio/${person.userId}`);
  await expect(visitor.getByRole('heading', { name: 'Meera S Iyer' })).toBeVisible();
  await expect(visitor).toHaveTitle('Meera S Iyer | Tapfolio');
  // The banner fills the card's wide header whole, and is stored sharp enough for it: read back
  // from the URL the card serves it from.
  const banner = visitor.getByRole('img', { name: /^Banner of/ });
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.width / bannerBox.height).toBeCloseTo(3, 1);
  const storedBanner = await storedImage(request, await banner.getAttribute('src'));
  expect(storedBanner.width).toBeGreaterThanOrEqual(1500);
  expect(storedBanner.width / storedBanner.height).toBeGreaterThanOrEqual(2.5);
  const photoSrc = await visitor
    .getByRole('img', { name: /^Profile picture of/ })
    .getAttribute('src');
  expect(await storedImage(request, photoSrc)).toEqual({ width: 600, height: 600 });
  await expect(visitor.getByText('Founder & Principal Designer')).toBeVisible();
  await expect(visitor.getByText('Iyer Design Studio').first()).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'What I do' })).toBeVisible();
  await expect(visitor.getByText('Brand identity')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Edit portfolio' })).toHaveCount(0);

  const link = (name: RegExp) => visitor.getByRole('link', { name });
  await expect(link(/^Address/)).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/\?api=1&query=.*Lake/,
  );
  await expect(link(/^Address/)).toHaveAttribute('target', '_blank');
  await expect(link(/^Email/)).toHaveAttribute('href', `mailto:${person.email}`);
  await expect(link(/^WhatsApp\s/)).toHaveAttribute('href', 'https://wa.me/919876543210');
  await expect(link(/^Mobile Number/)).toHaveAttribute('href', 'tel:+919876543210');
  await expect(link(/^Website.*iyer\.design\/work/)).toHaveAttribute(
    'href',
    'https://iyer.design/work',
  );
  await expect(link(/^Website.*blog\.iyer\.design/)).toHaveAttribute(
    'href',
    /^https:\/\/blog\.iyer\.design\/?$/,
  );
  await expect(visitor.getByText('https://iyer.design')).toHaveCount(0);
  await expect(link(/on LinkedIn/)).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/meera-iyer',
  );
  await expect(link(/on Facebook/)).toHaveAttribute('href', 'https://facebook.com/meera.iyer');
  await expect(link(/on Instagram/)).toHaveCount(0);
  await expect(link(/^Address/)).not.toHaveAttribute('href', /Koramangala/);
  // Not listed by search engines until its owner asks.
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.getByRole('img', { name: /Meera S Iyer/ }).first()).toBeVisible();

  // The page follows the owner's saved theme for a new visitor (light), then the visitor's own.
  await expect(visitor.locator('[data-theme="light"]').first()).toBeVisible();
  await shootPhoneAndDesktop(visitor, 'public-card-light');
  await visitor.evaluate(() => localStorage.setItem('portfolioTheme', 'dark'));
  await visitor.reload();
  await expect(visitor.locator('[data-theme="dark"]').first()).toBeVisible();
  await shoot(visitor, 'public-card-dark');

  // Save Contact: a vCard 3.0 that phones import.
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: 'Save Contact' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Meera S Iyer.vcf');
  const vcf = await readFile((await file.path())!, 'utf8');
  expect(vcf.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
  expect(vcf.endsWith('END:VCARD\r\n')).toBe(true);
  expect(vcf).not.toMatch(/[^\r]\n/);
  const unfolded = vcf.replace(/\r\n /g, '');
  for (const line of [
    'N:Iyer;Meera S;;;',
    'FN:Meera S Iyer',
    'ORG:Iyer Design Studio',
    'TITLE:Founder & Principal Designer',
    `EMAIL;TYPE=INTERNET,PREF:${person.email}`,
    'TEL;TYPE=CELL:+919876543210',
    'TEL;TYPE=WORK:+919876543210',
    'ADR;TYPE=WORK:;;Flat 7\\, Lake View;Hyderabad;Telangana;500034;India',
    'URL:https://iyer.design/work',
  ]) {
    expect(unfolded).toContain(`${line}\r\n`);
  }
  expect(unfolded).not.toContain('Koramangala');
  expect(unfolded).not.toContain('instagram');
  for (const physical of vcf.split('\r\n'))
    expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);

  // The share menu offers the page link.
  await visitor.getByRole('link', { name: 'Share', exact: true }).click();
  const shareSheet = visitor.getByRole('dialog', { name: 'Share this card' });
  await expect(shareSheet.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  await shoot(visitor, 'public-card-share');
  await expect(shareSheet.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`/portfolio/${person.userId}`)),
  );
  await visitorContext.close();

  // The owner sees their own card with the edit button.
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Meera S Iyer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit portfolio' })).toBeVisible();
  await shoot(page, 'own-portfolio');

  // Home for a complete card: the checklist is gone.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Meera S Iyer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Complete your card' })).toBeHidden();
  await shootPhoneAndDesktop(page, 'home-complete-card');
});
