import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { StaffCard } from 'shared-contracts';
import { DEMO_ACCOUNT, seedDemoData } from '../src/app.js';
import { DEMO_ADMIN, DEMO_STAFF, seedBackOffice } from '../src/demo/seed-back-office.js';
import { DEMO_MEMBERS, seedDemoOrganisation } from '../src/demo/seed-organisation.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { addProduct } from './helpers/catalogue.js';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes a demo account with a complete card, through the API, once', async () => {
    const seeded = await seedDemoData(t.app);
    expect(seeded).not.toBeNull();

    const login = await t.call('PATCH', '/user/login', { body: DEMO_ACCOUNT });
    expect(login.statusCode).toBe(200);
    expect(login.json().result).toMatchObject({ portfolio: true, userId: seeded!.userId });

    const card = (await t.call('GET', `/portfolio/${seeded!.userId}`)).json().result;
    expect(card.portfolio.personalInfo).toMatchObject({
      name: 'Aarav Mehta',
      phoneNumber: '+919876501234',
      profilePicture: { key: expect.stringMatching(/^portfolios\/.+\.jpg$/) },
      bannerImage: { key: expect.stringMatching(/^portfolios\/.+\.jpg$/) },
    });
    expect(card.portfolio.workInfo).toMatchObject({
      designation: 'Product Designer',
      companyLogo: { key: expect.stringMatching(/\.png$/) },
    });
    expect(card.portfolio.addressInfo).toMatchObject({ district: 'Bangalore', state: 'Karnataka' });
    expect(card.portfolio.socialMedia).toHaveLength(3);
    expect(card.services.map((s: { heading: string }) => s.heading)).toEqual([
      'Product design',
      'Design systems',
    ]);
    const picture = await t.app.inject({
      url: `/api/v1/file?key=${encodeURIComponent(card.portfolio.personalInfo.profilePicture.key)}`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');

    expect(await seedDemoData(t.app)).toBeNull();
    expect((await t.call('PATCH', '/user/login', { body: DEMO_ACCOUNT })).statusCode).toBe(200);
  });

  it('adds a staff and an admin account and the demo account’s orders in every status, once', async () => {
    await addProduct(t, { name: 'Classic Black', salePrice: 499, actualPrice: 999 });
    await addProduct(t, { name: 'Rose Gold', salePrice: 799, actualPrice: 1299 });
    // As a start does: the studio first, whose cards are the order waiting to be printed.
    await seedDemoOrganisation(t.app, t.api.db);
    await seedBackOffice(t.app, t.api.db);

    const login = await t.call('PATCH', '/user/login', { body: DEMO_STAFF });
    expect(login.statusCode).toBe(200);
    const token = login.json().result.token as string;
    const profile = await t.call('GET', '/user/profile', { token });
    expect(profile.json().result).toMatchObject({ role: 'staff', emailVerified: true });
    const queue = await t.call('GET', '/admin/orders/queue', { token });
    expect(queue.json().result.counts).toEqual({
      placed: 2,
      confirmed: 1,
      shipped: 1,
      completed: 1,
      pending: 1,
      failed: 1,
      cancelled: 1,
    });
    const confirmed = await t.call('GET', '/admin/orders/queue?status=confirmed', { token });
    const [studio] = confirmed.json().result.orders;
    expect(studio).toMatchObject({ cardCount: DEMO_MEMBERS.length + 1 });
    const detail = (await t.call('GET', `/admin/order/${studio._id}`, { token })).json().result;
    expect(detail.cards.map((card: StaffCard) => card.holder?.customerName)).toEqual(
      expect.arrayContaining(['Aarav Mehta', ...DEMO_MEMBERS.map((member) => member.name)]),
    );
    const audit = (await t.call('GET', '/admin/audit', { token })).json().result;
    expect(audit.entries.map((entry: { actorEmail: string }) => entry.actorEmail)).toContain(
      DEMO_STAFF.email,
    );

    const admin = await t.call('PATCH', '/user/login', { body: DEMO_ADMIN });
    expect(admin.statusCode).toBe(200);
    const adminProfile = await t.call('GET', '/user/profile', {
      token: admin.json().result.token as string,
    });
    expect(adminProfile.json().result).toMatchObject({ role: 'admin', emailVerified: true });

    await seedBackOffice(t.app, t.api.db);
    const again = await t.call('GET', '/admin/orders/queue', { token });
    expect(again.json().result.counts.placed).toBe(2);
    const grants = (await t.call('GET', '/admin/audit', { token }))
      .json()
      .result.entries.filter((entry: { action: string }) => entry.action === 'role.granted');
    expect(grants.map((entry: { subject: string }) => entry.subject).sort()).toEqual([
      `account ${DEMO_ADMIN.email}`,
      `account ${DEMO_STAFF.email}`,
    ]);
  });

  it('gives the demo account an organisation with its card’s name and logo, members who joined and invitations out, once', async () => {
    await seedDemoOrganisation(t.app, t.api.db);
    const { token } = (await t.call('PATCH', '/user/login', { body: DEMO_ACCOUNT })).json().result;
    const organisation = (await t.call('GET', '/organisation', { token })).json().result;
    expect(organisation).toMatchObject({
      name: 'Mehta & Co. Studio',
      logo: { key: expect.stringMatching(/\.png$/) },
      role: 'owner',
      memberCount: 4,
      officeAddress: { district: 'Bangalore', state: 'Karnataka' },
    });
    const { members } = (await t.call('GET', '/organisation/members', { token })).json().result;
    expect(members.map((m: { name: string; role: string }) => `${m.name}: ${m.role}`)).toEqual([
      'Aarav Mehta: owner',
      'Neha Kapoor: admin',
      'Rohan Das: member',
      'Sana Qureshi: member',
    ]);
    const joined = await t.call('PATCH', '/user/login', {
      body: { email: DEMO_MEMBERS[1].email, password: DEMO_ACCOUNT.password },
    });
    const memberToken = joined.json().result.token;
    const profile = await t.call('GET', '/user/profile', { token: memberToken });
    expect(profile.json().result.emailVerified).toBe(true);
    // Their card carries the studio's brand, its name and logo locked.
    const card = (await t.call('GET', '/portfolio', { token: memberToken })).json().result;
    expect(card.portfolio).toMatchObject({
      workInfo: {
        companyName: 'Mehta & Co. Studio',
        designation: 'Visual Designer',
        companyLogo: organisation.logo,
      },
      brand: {
        organisation: 'Mehta & Co. Studio',
        colour: '#0f766e',
        sharesContacts: true,
        locked: ['workInfo.companyName', 'workInfo.companyLogo'],
      },
    });
    const invited = (await t.call('GET', '/organisation/invitations', { token })).json().result;
    expect(invited.map((i: { name: string }) => i.name).sort()).toEqual([
      'Anjali Menon',
      'Vikram Joshi',
    ]);

    await seedDemoOrganisation(t.app, t.api.db);
    expect((await t.call('GET', '/organisation', { token })).json().result.memberCount).toBe(4);
  });
});
