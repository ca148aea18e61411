import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  organisationErrors as e,
  organisationToasts as toasts,
  type CardTemplate,
} from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { mailedToken, verifyEmailOf } from './helpers/mailed-links.js';
import { uploaded } from './helpers/uploads.js';
import { onboardedUser, type TestUser } from './helpers/users.js';

const OFFICE = { buildingName: '5th Floor, Prestige Tower', area: 'MG Road', pincode: '560001' };
const TEMPLATE: CardTemplate = {
  companyName: 'locked',
  companyLogo: 'locked',
  website: 'set',
  officeAddress: 'locked',
  brandColour: 'locked',
};

describe("an organisation's template on its members' cards", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const own = async (user: TestUser) =>
    (await t.call('GET', '/portfolio', { token: user.token })).json().result.portfolio;
  const card = async (user: TestUser) =>
    (await t.call('GET', `/portfolio/${user.id}`)).json().result.portfolio;
  const saveTemplate = (by: TestUser, body: unknown) =>
    t.call('PUT', '/organisation/template', { token: by.token, body });
  /** An owner (with a logo of theirs) and a member with a card who joined by the link. */
  const organisation = async (name: string) => {
    const owner = await onboardedUser(t, 'Olga Owner');
    await verifyEmailOf(t, owner);
    const logo = await uploaded(t, owner.token);
    await t.call('POST', '/organisation', {
      token: owner.token,
      body: {
        name,
        logo: { key: logo.key },
        website: 'acme.example',
        brandColour: '#0F766E',
        officeAddress: OFFICE,
      },
    });
    const join = async (person: string) => {
      const member = await onboardedUser(t, person);
      await t.call('POST', '/organisation/invitations', {
        token: owner.token,
        body: { people: [{ name: person, email: member.email }] },
      });
      const token = await mailedToken(t, member.email, '/join');
      const res = await t.call('POST', '/invitations/accept', {
        token: member.token,
        body: { token },
      });
      expect(res.statusCode).toBe(200);
      return member;
    };
    return { owner, logo, join, member: await join('Mira Member') };
  };

  it("puts the organisation's details on every member's card at once, and every cached copy", async () => {
    const { owner, logo, member } = await organisation('Acme Designs');
    const before = await card(member);
    expect(before.workInfo.companyName).toBe('');
    expect(before.brand).toBeNull();

    const saved = await saveTemplate(owner, TEMPLATE);
    expect(saved.json()).toMatchObject({
      message: toasts.templateSaved,
      result: { template: TEMPLATE },
    });
    const locked = ['workInfo.companyName', 'workInfo.companyLogo', 'addressInfo'];
    expect(await own(member)).toMatchObject({
      workInfo: {
        companyName: 'Acme Designs',
        companyLogo: { key: logo.key },
        primaryWebsite: 'https://acme.example',
      },
      addressInfo: { ...OFFICE, district: 'Bangalore', state: 'Karnataka' },
      brand: { organisation: 'Acme Designs', colour: '#0f766e', sharesContacts: false, locked },
    });
    // The public card (read before, so cached) shows it too, without which fields are locked.
    const after = await card(member);
    expect(after.workInfo.companyName).toBe('Acme Designs');
    expect(after.brand).toEqual({
      organisation: 'Acme Designs',
      colour: '#0f766e',
      sharesContacts: false,
    });
    // Its logo is served to the card's visitors like any logo.
    const file = await t.app.inject({ url: `/api/v1/file?key=${encodeURIComponent(logo.key)}` });
    expect(file.statusCode).toBe(200);

    // New details reach the cards with them; someone joining gets them on joining.
    await t.call('PATCH', '/organisation', {
      token: owner.token,
      body: {
        name: 'Acme Studio',
        logo: { key: logo.key },
        brandColour: '#4f46e5',
        officeAddress: OFFICE,
      },
    });
    expect((await card(member)).workInfo.companyName).toBe('Acme Studio');
    expect((await card(member)).brand.colour).toBe('#4f46e5');
    const { join } = await organisation('Other Co');
    expect((await own(await join('Late Joiner'))).brand).toBeNull();
  });

  it('refuses a change to a locked field on its field and saves nothing, and keeps the rest the member’s', async () => {
    const { owner, logo, member } = await organisation('Lock Co');
    await saveTemplate(owner, TEMPLATE);
    const mine = await own(member);
    const page = { ...mine.workInfo, designation: 'Engineer', workEmail: 'mira@acme.example' };

    for (const [change, field] of [
      [{ workInfo: { ...page, companyName: 'My Own Co' } }, 'workInfo.companyName'],
      [{ workInfo: { ...page, companyLogo: null } }, 'workInfo.companyLogo'],
      [{ addressInfo: { ...mine.addressInfo, buildingName: '1, Home Street' } }, 'addressInfo'],
    ] as Array<[object, string]>) {
      const res = await t.call('PATCH', '/portfolio', { token: member.token, body: change });
      expect({ field, status: res.statusCode, fields: res.json().fields }).toEqual({
        field,
        status: 400,
        fields: { [field]: e.lockedField('Lock Co') },
      });
    }
    expect(await own(member)).toEqual(mine);

    // The page sent whole, with the organisation's logo (not the member's upload) and a website
    // the template only set: saved.
    const res = await t.call('PATCH', '/portfolio', {
      token: member.token,
      body: { workInfo: { ...page, primaryWebsite: 'mira.example' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.portfolio.workInfo).toMatchObject({
      companyName: 'Lock Co',
      companyLogo: { key: logo.key },
      designation: 'Engineer',
      primaryWebsite: 'https://mira.example',
    });
    // Another organisation's logo is still no one else's to use.
    const { logo: otherLogo } = await organisation('Elsewhere Co');
    const stolen = await t.call('PATCH', '/portfolio', {
      token: owner.token,
      body: { workInfo: { ...page, companyLogo: { key: otherLogo.key } } },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('takes the locked company fields off the card of someone who leaves, and leaves them theirs', async () => {
    const { owner, member, join } = await organisation('Leave Co');
    await saveTemplate(owner, TEMPLATE);
    await t.call('DELETE', `/organisation/members/${member.id}`, { token: owner.token });
    expect(await own(member)).toMatchObject({
      workInfo: { companyName: '', companyLogo: null, primaryWebsite: 'https://acme.example' },
      // The address the account was made with.
      addressInfo: { buildingName: '12, MG Road', area: 'Indiranagar', pincode: '560038' },
      brand: null,
    });
    expect((await card(member)).brand).toBeNull();

    const leaver = await join('Lee Leaver');
    expect((await own(leaver)).brand.organisation).toBe('Leave Co');
    expect((await t.call('POST', '/organisation/leave', { token: leaver.token })).statusCode).toBe(
      200,
    );
    expect(await own(leaver)).toMatchObject({ workInfo: { companyName: '' }, brand: null });
  });

  it('is saved by owners and admins only, each field off, set or locked, and the colour never only set', async () => {
    const { owner, member } = await organisation('Rules Co');
    for (const body of [
      { ...TEMPLATE, brandColour: 'set' },
      { ...TEMPLATE, companyName: 'maybe' },
      { ...TEMPLATE, phone: 'locked' },
      { ...TEMPLATE, website: { nested: true } },
    ]) {
      const res = await saveTemplate(owner, body);
      expect(res.statusCode).toBe(400);
    }
    const refused = await saveTemplate(member, TEMPLATE);
    expect(refused.json()).toMatchObject({ message: e.adminsOnly });
    expect((await own(member)).brand).toBeNull();
  });
});
