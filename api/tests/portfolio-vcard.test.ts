import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { buildVCard, type PortfolioResult } from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { png } from './helpers/images.js';
import { uploaded } from './helpers/uploads.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';

const NOT_FOUND = { success: false, message: 'Portfolio not found', code: 'NOT_FOUND' };
const PERSONAL = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  whatsappNumber: '9123456780',
};
const WORK = {
  companyName: 'Rao, Designs; & Co',
  designation: 'Founder',
  workEmail: 'work@rao.example.com',
  primaryWebsite: 'rao.example.com',
  secondaryWebsite: '',
};

describe('GET /portfolio/{userId}/vcard', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await onboardedUser(t);
    const saved = await t.call('PATCH', '/portfolio', {
      token: owner.token,
      // The street lines start hidden on a new card; this one shows them (their commas escaped).
      body: {
        personalInfo: PERSONAL,
        workInfo: WORK,
        visibility: { buildingName: true, area: true },
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const vcard = (userId: string, headers: Record<string, string> = {}) =>
    t.call('GET', `/portfolio/${userId}/vcard`, { headers });
  const card = async (userId: string): Promise<PortfolioResult> =>
    (await t.call('GET', `/portfolio/${userId}`)).json().result;
  const rename = async (user: TestUser, name: string) => {
    const res = await t.call('PATCH', '/portfolio', {
      token: user.token,
      body: { personalInfo: { ...PERSONAL, name } },
    });
    expect(res.statusCode).toBe(200);
  };

  it('answers the Save Contact file the browser makes, to anyone without a token', async () => {
    const res = await vcard(owner.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Asha Rao.vcf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const { portfolio } = await card(owner.id);
    // With the card's own URL (the id form: no handle yet) after the person's websites.
    const cardUrl = `https://tapfolio.test/portfolio/${owner.id}`;
    expect(res.body).toBe(buildVCard(portfolio, { cardUrl }));
    expect(res.body.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Rao;Asha;;;',
      'FN:Asha Rao',
      'ORG:Rao\\, Designs\\; & Co',
      'TITLE:Founder',
      'EMAIL;TYPE=INTERNET,PREF:asha@example.com',
      'EMAIL;TYPE=INTERNET,WORK:work@rao.example.com',
      'TEL;TYPE=CELL:+919876543210',
      'TEL;TYPE=WORK:+919123456780',
      `ADR;TYPE=WORK:;;12\\, MG Road\\, Indiranagar;${portfolio.addressInfo.district};Karnataka;560038;India`,
      'URL:https://rao.example.com',
      `URL:${cardUrl}`,
      'END:VCARD',
      '',
    ]);
  });

  it('carries the photo as a small JPEG, the shown social links and URLs as URIs (read by ical.js)', async () => {
    const user = await onboardedUser(t);
    // A half-transparent PNG: the contact photo is a JPEG all the same.
    const picture = await uploaded(t, user.token, {
      data: await png(900, 900),
      filename: 'me.png',
      contentType: 'image/png',
    });
    const site = 'https://x.in/a;b,c';
    const saved = await t.call('PATCH', '/portfolio', {
      token: user.token,
      body: {
        personalInfo: { ...PERSONAL, profilePicture: { key: picture.key, name: picture.name } },
        workInfo: { ...WORK, primaryWebsite: site },
        socialMedia: [
          { source: 'linkedin', link: 'linkedin.com/in/asha-rao' },
          { source: 'instagram', link: 'instagram.com/asha.hidden', visible: false },
          { source: 'x', link: 'x.com/asha_rao' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);

    const res = await vcard(user.id);
    expect(res.statusCode).toBe(200);
    const contact = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    const photo = contact.getFirstProperty('photo')!;
    expect(photo.getParameter('encoding')).toBe('b');
    expect(photo.getParameter('type')).toBe('JPEG');
    const bytes = Buffer.from((photo.getFirstValue() as ICAL.Binary).decodeValue(), 'binary');
    const image = await sharp(bytes).metadata();
    expect([image.format, image.width, image.height, image.hasAlpha]).toEqual([
      'jpeg',
      240,
      240,
      false,
    ]);
    expect(bytes.length).toBeLessThan(20_000);
    // Over white, not black: the transparent green reads light.
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(400);

    expect(contact.getAllProperties('url').map((url) => url.getFirstValue())).toEqual([
      site,
      `https://tapfolio.test/portfolio/${user.id}`,
    ]);
    expect(
      contact
        .getAllProperties('x-socialprofile')
        .map((p) => [p.getParameter('type'), p.getFirstValue()]),
    ).toEqual([
      ['linkedin', 'https://linkedin.com/in/asha-rao'],
      ['twitter', 'https://x.com/asha_rao'],
    ]);
    // The spec: the WhatsApp number is the contact's work phone.
    expect(
      contact.getAllProperties('tel').map((tel) => [tel.getParameter('type'), tel.getFirstValue()]),
    ).toEqual([
      ['CELL', '+919876543210'],
      ['WORK', '+919123456780'],
    ]);
  });

  it('is public and revalidated like the card: ETag, 304, shared caches for 30 s', async () => {
    const first = await vcard(owner.id);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    );
    expect((await vcard(owner.id)).headers.etag).toBe(etag);
    const again = await vcard(owner.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('follows a save at once, with a new ETag', async () => {
    const before = await vcard(owner.id);
    await rename(owner, 'Asha K Rao');
    const after = await vcard(owner.id, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('\r\nFN:Asha K Rao\r\n');
    expect(after.headers['content-disposition']).toBe('attachment; filename="Asha K Rao.vcf"');
  });

  it.each([
    // The name rule keeps quotes, slashes and brackets out of a name (vCardFileName's own tests
    // cover them); what it lets in must still name the file.
    [
      'dots, apostrophes and hyphens',
      "Priya S. D'Souza-Sharma",
      `attachment; filename="Priya S. D'Souza-Sharma.vcf"`,
    ],
    [
      'accented letters',
      'José Ñúñez',
      `attachment; filename="Jose Nunez.vcf"; filename*=UTF-8''Jos%C3%A9%20%C3%91%C3%BA%C3%B1ez.vcf`,
    ],
    [
      'another script',
      'आशा राव',
      `attachment; filename="contact.vcf"; filename*=UTF-8''${encodeURIComponent('आशा राव')}.vcf`,
    ],
    [
      'characters RFC 8187 encodes',
      "Zoë O'Neil",
      `attachment; filename="Zoe O'Neil.vcf"; filename*=UTF-8''Zo%C3%AB%20O%27Neil.vcf`,
    ],
  ])('names the file safely for %s', async (_, name, disposition) => {
    await rename(owner, name);
    const res = await vcard(owner.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(disposition);
    expect(res.body).toContain(`FN:${name}`);
  });

  it('answers 404 in the error envelope for an unknown card, a malformed id and no card yet', async () => {
    const without = await registerUser(t, 'No Card Yet');
    for (const id of [randomUUID(), 'not-a-uuid', '1', without.id, '%27%20OR%201=1']) {
      const res = await vcard(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses an oversize id before looking anything up', async () => {
    const res = await vcard('a'.repeat(5000));
    expect(res.statusCode).toBe(414);
  });

  it('does not answer other methods', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await t.call(method, `/portfolio/${owner.id}/vcard`)).statusCode).toBe(404);
    }
  });
});
