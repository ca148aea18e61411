import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { DEMO_ACCOUNT, seedDemoData } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers/app.js';

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
});
