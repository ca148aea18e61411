import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import Papa from 'papaparse';
import {
  insightDay,
  organisationErrors as e,
  organisationToasts as toasts,
} from 'shared-contracts';
import { insightCounts } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { mailedToken, verifyEmailOf } from './helpers/mailed-links.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';

const DAY_MS = 86_400_000;

describe("what an organisation sees of its members' cards", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An owner and a member with a card, who joined by the link they were mailed. */
  const organisation = async (name: string) => {
    const owner = await onboardedUser(t, 'Isha Owner');
    await verifyEmailOf(t, owner);
    await t.call('POST', '/organisation', { token: owner.token, body: { name } });
    const member = await onboardedUser(t, 'Mohan Member');
    await t.call('POST', '/organisation/invitations', {
      token: owner.token,
      body: { people: [{ name: 'Mohan Member', email: member.email }] },
    });
    const token = await mailedToken(t, member.email, '/join');
    await t.call('POST', '/invitations/accept', { token: member.token, body: { token } });
    return { owner, member };
  };
  const send = (card: TestUser, body: object) =>
    t.call('POST', `/portfolio/${card.id}/leads`, { body: { consent: true, ...body } });
  const inbox = (by: TestUser) => t.call('GET', '/organisation/leads', { token: by.token });
  const brandOf = async (card: TestUser) =>
    (await t.call('GET', `/portfolio/${card.id}`)).json().result.portfolio.brand;

  it("keeps contacts sent to members' cards in a shared inbox only while its policy says so, and after they leave", async () => {
    const { owner, member } = await organisation('Inbox Co');
    await send(member, { name: 'Before Policy', email: 'before@example.com' });
    expect((await inbox(owner)).json().result).toEqual([]);
    expect(await brandOf(member)).toBeNull();

    const policy = await t.call('PUT', '/organisation/contact-policy', {
      token: owner.token,
      body: { shareContacts: true },
    });
    expect(policy.json()).toMatchObject({
      message: toasts.contactPolicySaved(true),
      result: { shareContacts: true },
    });
    // The card's consent line names the organisation from now on.
    expect(await brandOf(member)).toEqual({
      organisation: 'Inbox Co',
      colour: '',
      sharesContacts: true,
    });
    await send(member, {
      name: 'Kiran Shah',
      phoneNumber: '9876543210',
      company: 'Shah Traders',
      note: '=HYPERLINK("http://evil.example")',
    });
    const [lead] = (await inbox(owner)).json().result;
    expect(lead).toMatchObject({
      memberName: 'Mohan Member',
      name: 'Kiran Shah',
      phoneNumber: '+919876543210',
      company: 'Shah Traders',
    });

    // The CSV, read back by a parser of someone else's: a formula stays text.
    const csv = await t.call('GET', '/organisation/leads/export', { token: owner.token });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    const { data } = Papa.parse<string[]>(csv.body.trim());
    expect(data).toEqual([
      ['Received', 'Card of', 'Name', 'Phone', 'E-mail', 'Company', 'Note'],
      [
        lead.createdAt,
        'Mohan Member',
        'Kiran Shah',
        '+919876543210',
        '',
        'Shah Traders',
        `'=HYPERLINK("http://evil.example")`,
      ],
    ]);

    // The member deletes theirs and leaves: the organisation keeps what was shared with it.
    const own = (await t.call('GET', '/portfolio/leads', { token: member.token })).json().result;
    for (const contact of own) {
      await t.call('DELETE', `/portfolio/leads/${contact._id}`, { token: member.token });
    }
    await t.call('POST', '/organisation/leave', { token: member.token });
    expect((await inbox(owner)).json().result).toHaveLength(1);
    expect(await brandOf(member)).toBeNull();
    await send(member, { name: 'After Leaving', email: 'after@example.com' });
    expect((await inbox(owner)).json().result).toHaveLength(1);
  });

  it('adds up views, taps and saves per member and in total over 7, 30 or 90 days, naming no visitor', async () => {
    const { owner, member } = await organisation('Numbers Co');
    const { owner: stranger } = await organisation('Other Numbers Co');
    const today = insightDay(new Date());
    const daysAgo = (n: number) => insightDay(new Date(Date.now() - n * DAY_MS));
    await t.api.db.insert(insightCounts).values([
      { userId: member.id, day: today, event: 'view', count: 5 },
      { userId: member.id, day: today, event: 'nfc', count: 2 },
      { userId: member.id, day: daysAgo(3), event: 'save', count: 1 },
      { userId: member.id, day: daysAgo(20), event: 'view', count: 10 },
      { userId: member.id, day: today, event: 'link', detail: 'phone', count: 4 },
      { userId: owner.id, day: today, event: 'view', count: 1 },
      { userId: stranger.id, day: today, event: 'view', count: 99 },
    ]);
    const read = async (days?: number) =>
      (
        await t.call('GET', `/organisation/insights${days ? `?days=${days}` : ''}`, {
          token: owner.token,
        })
      ).json();

    expect((await read(7)).result).toEqual({
      days: 7,
      page: 1,
      pageSize: 50,
      total: 2,
      totals: { views: 6, taps: 2, saves: 1 },
      members: [
        { userId: member.id, name: 'Mohan Member', views: 5, taps: 2, saves: 1 },
        { userId: owner.id, name: 'Isha Owner', views: 1, taps: 0, saves: 0 },
      ],
    });
    expect((await read()).result).toMatchObject({ days: 30, totals: { views: 16 } });
    expect((await read(5)).success).toBe(false);
  });

  it("shows nothing of one organisation to another's admins, nor to its own plain members", async () => {
    const { owner, member } = await organisation('Private Co');
    await t.call('PUT', '/organisation/contact-policy', {
      token: owner.token,
      body: { shareContacts: true },
    });
    await send(member, { name: 'Secret Lead', email: 'secret@example.com' });
    const { owner: rival } = await organisation('Rival Co');
    expect((await inbox(rival)).json().result).toEqual([]);
    const rivalCsv = await t.call('GET', '/organisation/leads/export', { token: rival.token });
    expect(rivalCsv.body).not.toContain('Secret Lead');
    const rivalNumbers = await t.call('GET', '/organisation/insights', { token: rival.token });
    expect(rivalNumbers.body).not.toContain(member.id);

    const outsider = await registerUser(t, 'Out Sider');
    for (const [who, status, message] of [
      [member, 403, e.adminsOnly],
      [outsider, 404, e.notInOne],
    ] as Array<[TestUser, number, string]>) {
      for (const [method, path, body] of [
        ['GET', '/organisation/leads'],
        ['GET', '/organisation/leads/export'],
        ['GET', '/organisation/insights'],
        ['PUT', '/organisation/contact-policy', { shareContacts: false }],
      ] as Array<['GET' | 'PUT', string, object?]>) {
        const res = await t.call(method, path, { token: who.token, body });
        expect({ path, status: res.statusCode, message: res.json().message }).toEqual({
          path,
          status,
          message,
        });
      }
    }
    for (const body of [{ shareContacts: 'yes please' }, {}, { shareContacts: true, extra: 1 }]) {
      const res = await t.call('PUT', '/organisation/contact-policy', { token: owner.token, body });
      expect(res.statusCode).toBe(400);
    }
    expect((await brandOf(member)).sharesContacts).toBe(true);
  });
});
