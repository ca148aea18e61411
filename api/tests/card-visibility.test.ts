import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import ICAL from 'ical.js';
import { CONTACT_FIELDS, type OwnPortfolioResult, type PortfolioResult } from 'shared-contracts';
import { JSON_BODY_LIMIT } from '../src/plugins/body-limits.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { onboardedUser, type TestUser } from './helpers/users.js';

const PERSONAL = {
  name: 'Asha Rao',
  email: 'asha.private@example.com',
  phoneNumber: '9876543210',
  whatsappNumber: '9123456780',
};
const WORK = {
  companyName: 'Rao Studio',
  designation: 'Founder',
  workEmail: 'work.private@rao.example.com',
  primaryWebsite: 'rao.example.com',
  secondaryWebsite: 'blog.rao.example.com',
};
const LINKS = [
  { source: 'instagram', link: 'instagram.com/asha.hidden' },
  { source: 'linkedin', link: 'linkedin.com/in/asha-shown' },
];

/** Every value a hidden field could leak through, as it is written in JSON and in the vCard. */
const PRIVATE = [
  'asha.private@example.com',
  '9876543210',
  '9123456780',
  'work.private@rao.example.com',
  'rao.example.com',
  'blog.rao.example.com',
  'instagram.com/asha.hidden',
  '12, MG Road',
  '12\\, MG Road',
  'Indiranagar',
];

describe('each contact field is the owner’s choice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patch = (user: TestUser, body: unknown) =>
    t.call('PATCH', '/portfolio', { token: user.token, body });
  const own = async (user: TestUser): Promise<OwnPortfolioResult> =>
    (await t.call('GET', '/portfolio', { token: user.token })).json().result;
  const card = async (user: TestUser): Promise<PortfolioResult> =>
    (await t.call('GET', `/portfolio/${user.id}`)).json().result;
  const vcard = async (user: TestUser) => (await t.call('GET', `/portfolio/${user.id}/vcard`)).body;

  /** An owner with every contact field filled and two links. */
  const fullCard = async () => {
    const user = await onboardedUser(t);
    const res = await patch(user, { personalInfo: PERSONAL, workInfo: WORK, socialMedia: LINKS });
    expect(res.statusCode).toBe(200);
    return user;
  };

  it('a new card keeps the building name and area off the public card; the owner still has them', async () => {
    const user = await onboardedUser(t);
    const mine = await own(user);
    expect(mine.portfolio.addressInfo.buildingName).toBe('12, MG Road');
    expect(mine.portfolio.visibility).toMatchObject({ buildingName: false, area: false });
    expect(CONTACT_FIELDS.filter((field) => !mine.portfolio.visibility[field]).sort()).toEqual([
      'area',
      'buildingName',
    ]);

    const shown = await card(user);
    expect(shown.portfolio.addressInfo).toEqual({
      buildingName: '',
      area: '',
      pincode: '560038',
      district: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
    });
    expect(shown.portfolio).not.toHaveProperty('visibility');
    const file = await vcard(user);
    expect(file).not.toContain('MG Road');
    expect(file).not.toContain('Indiranagar');
  });

  it('hides each field switched off from the JSON and the vCard, and shows it again', async () => {
    const user = await fullCard();
    const res = await patch(user, {
      visibility: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, false])),
      socialMedia: [{ ...LINKS[0], visible: false }, LINKS[1]],
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().result.portfolio.socialMedia.map((l: { visible: boolean }) => l.visible),
    ).toEqual([false, true]);

    const json = JSON.stringify(await card(user));
    const file = await vcard(user);
    for (const value of PRIVATE) {
      expect(json).not.toContain(value);
      expect(file).not.toContain(value);
    }
    expect(json).toContain('linkedin.com/in/asha-shown');
    // Read back by a vCard parser nobody here wrote: no e-mail, phone, address or website left.
    const contact = new ICAL.Component(ICAL.parse(file) as unknown[]);
    expect(contact.getFirstPropertyValue('fn')).toBe('Asha Rao');
    for (const name of ['email', 'tel', 'adr']) {
      expect(contact.getAllProperties(name)).toEqual([]);
    }
    expect(contact.getAllProperties('url').map((url) => url.getFirstValue())).toEqual([
      `https://tapfolio.test/portfolio/${user.id}`,
    ]);

    const back = await patch(user, {
      visibility: { email: true, phoneNumber: true, buildingName: true },
    });
    expect(back.statusCode).toBe(200);
    const shown = (await card(user)).portfolio;
    expect(shown.personalInfo.email).toBe(PERSONAL.email);
    expect(shown.personalInfo.phoneNumber).toBe('+919876543210');
    expect(shown.addressInfo.buildingName).toBe('12, MG Road');
    // Switches not sent keep what was chosen before.
    expect(shown.personalInfo.whatsappNumber).toBe('');
    expect(shown.addressInfo.area).toBe('');
    expect(shown.workInfo.primaryWebsite).toBe('');
  });

  it('keeps the switches when a section is saved again without them', async () => {
    const user = await fullCard();
    expect((await patch(user, { visibility: { email: false } })).statusCode).toBe(200);
    expect((await patch(user, { personalInfo: PERSONAL })).statusCode).toBe(200);
    expect((await own(user)).portfolio.visibility.email).toBe(false);
    expect((await card(user)).portfolio.personalInfo.email).toBe('');
  });

  it('a hidden field leaves the card a visitor already read (no stale copy)', async () => {
    const user = await fullCard();
    expect((await card(user)).portfolio.personalInfo.email).toBe(PERSONAL.email);
    expect((await patch(user, { visibility: { email: false } })).statusCode).toBe(200);
    expect((await card(user)).portfolio.personalInfo.email).toBe('');
    expect(await vcard(user)).not.toContain(PERSONAL.email);
  });

  it("another person's token changes only that person's own switches", async () => {
    const owner = await fullCard();
    const other = await fullCard();
    const before = await own(owner);
    const res = await patch(other, { visibility: { email: false }, searchable: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.portfolio.userId).toBe(other.id);
    expect(await own(owner)).toEqual(before);
    expect((await card(owner)).portfolio.personalInfo.email).toBe(PERSONAL.email);
  });

  it.each([
    ['a field without a switch', { visibility: { name: false } }],
    ['a switch that is not true or false', { visibility: { email: 'off' } }],
    ['a number for a switch', { visibility: { email: 0 } }],
    ['switches that are not an object', { visibility: ['email'] }],
    ['a search switch that is not true or false', { searchable: 'yes' }],
    ['a link switch that is not true or false', { socialMedia: [{ ...LINKS[0], visible: 'no' }] }],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    const user = await fullCard();
    const before = await own(user);
    const res = await patch(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await own(user)).toEqual(before);
  });

  it('refuses an oversize body unread', async () => {
    const user = await fullCard();
    const before = await own(user);
    const res = await patch(user, {
      visibility: { email: false },
      about: { heading: 'x', description: 'y'.repeat(JSON_BODY_LIMIT) },
    });
    expect(res.statusCode).toBe(413);
    expect(await own(user)).toEqual(before);
  });
});

describe('"Show my card in search engines"', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is off for a new card, and the owner alone turns it on and off', async () => {
    const user = await onboardedUser(t);
    const read = async () => (await t.call('GET', `/portfolio/${user.id}`)).json().result.portfolio;
    expect((await read()).searchable).toBe(false);
    const on = await t.call('PATCH', '/portfolio', {
      token: user.token,
      body: { searchable: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().result.portfolio.searchable).toBe(true);
    expect((await read()).searchable).toBe(true);
    await t.call('PATCH', '/portfolio', { token: user.token, body: { searchable: false } });
    expect((await read()).searchable).toBe(false);
  });

  it('needs a signed-in owner', async () => {
    const res = await t.call('PATCH', '/portfolio', { body: { searchable: true } });
    expect(res.statusCode).toBe(401);
  });
});
