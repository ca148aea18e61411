import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import {
  organisationErrors as e,
  organisationToasts as toasts,
  readMemberCsv,
  type InvitationForm,
} from 'shared-contracts';
import { organisationInvitations, organisationMembers, users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { verifyEmailOf } from './helpers/mailed-links.js';
import { expectAnswer, invitationLinkOf, joinedBy } from './helpers/teams.js';
import {
  PASSWORD,
  onboardedUser,
  personNumbered,
  registerUser,
  type TestUser,
} from './helpers/users.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('who is in an organisation: invitations, roles, leaving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (user: TestUser | undefined, method: Method, path: string, body?: unknown) =>
    t.call(method, path, { token: user?.token, body });
  const verified = async (name: string) => {
    const user = await registerUser(t, name);
    await verifyEmailOf(t, user);
    return user;
  };
  /** A verified person who owns a new organisation called `name`. */
  const ownerOf = async (name: string) => {
    const owner = await verified(`${name.split(' ')[0]} Owner`);
    expect((await call(owner, 'POST', '/organisation', { name })).statusCode).toBe(201);
    return owner;
  };
  const invite = (by: TestUser, people: Array<Partial<InvitationForm>>) =>
    call(by, 'POST', '/organisation/invitations', { people });
  const linkTo = (user: TestUser) => invitationLinkOf(t, user);
  const joined = (by: TestUser, person: TestUser) => joinedBy(t, by, person);
  const roles = async (by: TestUser) =>
    Object.fromEntries(
      (await call(by, 'GET', '/organisation/members'))
        .json()
        .result.members.map((m: { name: string; role: string }) => [m.name, m.role]),
    );

  it("lets no one of one organisation read or change anything of another's, nor a member what admins do", async () => {
    const first = await ownerOf('First Works');
    const second = await ownerOf('Second Works');
    const member = await joined(first, await registerUser(t, 'Mona Member'));
    const theirs = await joined(second, await registerUser(t, 'Theo Theirs'));
    await invite(second, [{ name: 'Pending Person', email: 'pending@example.com' }]);
    const [pending] = (await call(second, 'GET', '/organisation/invitations')).json().result;

    // The first owner names the second's member and invitation: as if they did not exist.
    await expectAnswer(
      call(first, 'PATCH', `/organisation/members/${theirs.id}`, { role: 'admin' }),
      404,
      e.memberNotFound,
    );
    await expectAnswer(
      call(first, 'DELETE', `/organisation/members/${theirs.id}`),
      404,
      e.memberNotFound,
    );
    await expectAnswer(
      call(first, 'POST', '/organisation/ownership', { userId: theirs.id }),
      404,
      e.memberNotFound,
    );
    await expectAnswer(
      call(first, 'DELETE', `/organisation/invitations/${pending._id}`),
      404,
      e.invitationNotFound,
    );
    expect(await roles(second)).toEqual({ 'Second Owner': 'owner', 'Theo Theirs': 'member' });
    const listed = (await call(first, 'GET', '/organisation/invitations')).json().result;
    expect(listed).toEqual([]);
    expect((await call(second, 'GET', '/organisation/invitations')).json().result).toHaveLength(1);

    // A plain member runs nothing, not even on their own organisation.
    for (const [method, path, body] of [
      ['GET', '/organisation/members'],
      ['GET', '/organisation/invitations'],
      ['POST', '/organisation/invitations', { people: [{ name: 'Sneaky Add', email: 's@x.in' }] }],
      ['PATCH', `/organisation/members/${first.id}`, { role: 'member' }],
      ['DELETE', `/organisation/members/${first.id}`],
      ['POST', '/organisation/ownership', { userId: member.id }],
    ] as Array<[Method, string, unknown?]>) {
      await expectAnswer(call(member, method, path, body), 403, e.adminsOnly);
    }
    // Signed out, every route of an organisation asks for a session.
    for (const [method, path] of [
      ['GET', '/organisation/invitations'],
      ['POST', '/organisation/leave'],
      ['POST', '/invitations/accept'],
    ] as Array<[Method, string]>) {
      expect((await call(undefined, method, path, {})).statusCode).toBe(401);
    }
  });

  it('mails a link that shows the invitation to anyone holding it and joins the account it was sent to, once', async () => {
    const owner = await ownerOf('Link Works');
    const invitee = await registerUser(t, 'Ira Invitee');
    const sent = await invite(owner, [
      { name: 'Ira Invitee', email: invitee.email, designation: 'Designer' },
    ]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: toasts.invited(1),
      result: { sent: 1, alreadyMembers: [] },
    });
    const mail = (await t.mails()).findLast((eml) => eml.includes(`To: ${invitee.email}`))!;
    expect(mail).toContain('Subject: Link Owner invited you to Link Works on Tapfolio');
    const token = await linkTo(invitee);

    const opened = await call(undefined, 'POST', '/invitations/open', { token });
    expect(opened.json().result).toEqual({
      organisation: { name: 'Link Works', logo: null, brandColour: '' },
      invitedBy: 'Link Owner',
      email: invitee.email,
      name: 'Ira Invitee',
      expiresAt: expect.any(String),
    });
    const listed = (await call(owner, 'GET', '/organisation/invitations')).json().result;
    expect(listed).toEqual([
      expect.objectContaining({
        email: invitee.email,
        designation: 'Designer',
        invitedBy: 'Link Owner',
      }),
    ]);

    // Someone else signed in with the link: refused, and the link still works for its person.
    const other = await registerUser(t, 'Otto Other');
    await expectAnswer(
      call(other, 'POST', '/invitations/accept', { token }),
      403,
      e.invitationForAnother(invitee.email),
    );
    const accepted = await call(invitee, 'POST', '/invitations/accept', { token });
    expect(accepted.json()).toMatchObject({
      message: toasts.joined('Link Works'),
      result: { name: 'Link Works', role: 'member', memberCount: 2 },
    });
    // The link proved the address: the account's e-mail is verified now.
    const profile = (await call(invitee, 'GET', '/user/profile')).json().result;
    expect(profile.emailVerified).toBe(true);
    // Used up: the invitation is gone from the list, the link opens nothing.
    expect((await call(owner, 'GET', '/organisation/invitations')).json().result).toEqual([]);
    for (const path of ['/invitations/open', '/invitations/accept']) {
      await expectAnswer(call(invitee, 'POST', path, { token }), 404, e.invitationNotFound);
    }
    // Inviting a member again sends nothing.
    const again = await invite(owner, [{ name: 'Ira Invitee', email: invitee.email }]);
    expect(again.json().result).toEqual({ sent: 0, alreadyMembers: [invitee.email] });
  });

  it("starts a joining member's card with the designation and phone they were invited with, never over their own", async () => {
    const owner = await ownerOf('Start Works');
    const fresh = await onboardedUser(t, 'Fia Fresh');
    const written = await onboardedUser(t, 'Wes Written');
    const card = (await call(written, 'GET', '/portfolio')).json().result.portfolio;
    const mine = {
      ...card.workInfo,
      companyName: 'Wes & Co',
      designation: 'Chief of Staff',
      workEmail: 'wes@acme.example',
    };
    const saved = await call(written, 'PATCH', '/portfolio', { workInfo: mine });
    expect(saved.statusCode).toBe(200);
    const people = [fresh, written].map((person) => ({
      name: person.name,
      email: person.email,
      designation: 'Analyst',
      phone: '9876512345',
    }));
    expect((await invite(owner, people)).statusCode).toBe(201);
    for (const person of [fresh, written]) {
      const res = await call(person, 'POST', '/invitations/accept', {
        token: await linkTo(person),
      });
      expect(res.statusCode).toBe(200);
    }
    const cardOf = async (person: TestUser) =>
      (await call(person, 'GET', '/portfolio')).json().result.portfolio;
    expect((await cardOf(fresh)).workInfo.designation).toBe('Analyst');
    // Their own designation and phone stay theirs.
    expect(await cardOf(written)).toMatchObject({
      workInfo: { designation: 'Chief of Staff' },
      personalInfo: { phoneNumber: card.personalInfo.phoneNumber },
    });
  });
  it('stops a link that expired, was withdrawn or was replaced by a newer one, and keeps a person in one organisation', async () => {
    const owner = await ownerOf('Expiry Works');
    const person = await registerUser(t, 'Esha Late');
    await invite(owner, [{ name: 'Esha Late', email: person.email }]);
    const old = await linkTo(person);
    await invite(owner, [{ name: 'Esha Late', email: person.email }]);
    const newer = await linkTo(person);
    expect(newer).not.toBe(old);
    await expectAnswer(
      call(person, 'POST', '/invitations/accept', { token: old }),
      404,
      e.invitationNotFound,
    );

    await t.api.db
      .update(organisationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organisationInvitations.email, person.email));
    await expectAnswer(
      call(undefined, 'POST', '/invitations/open', { token: newer }),
      404,
      e.invitationNotFound,
    );
    // Expired invitations stay listed, so the admin sees who to invite again.
    const [expired] = (await call(owner, 'GET', '/organisation/invitations')).json().result;
    expect(new Date(expired.expiresAt).getTime()).toBeLessThan(Date.now());
    const withdrawn = await call(owner, 'DELETE', `/organisation/invitations/${expired._id}`);
    expect(withdrawn.json()).toMatchObject({ message: toasts.revoked, result: [] });

    // In another organisation already: its invitation cannot be accepted.
    const rival = await ownerOf('Rival Works');
    await invite(rival, [{ name: 'Esha Late', email: person.email }]);
    const rivalLink = await linkTo(person);
    await joined(owner, person);
    await expectAnswer(
      call(person, 'POST', '/invitations/accept', { token: rivalLink }),
      409,
      e.alreadyInOne,
    );
    expect((await call(person, 'GET', '/organisation')).json().result.name).toBe('Expiry Works');
  });

  it('invites the good rows of a CSV, a thousand in one go, and refuses a list with a bad or repeated person whole', async () => {
    const owner = await ownerOf('Import Works');
    const preview = readMemberCsv(
      [
        'Name,Email,Designation,Phone',
        'Gita Good,gita@example.com,Engineer,9876543210',
        'Bad Mail,not-an-email,,',
        'Gita Again,GITA@example.com,,',
        'Hari Good,hari@example.com,,',
      ].join('\n'),
    );
    expect(preview.rows.filter((row) => row.errors.length > 0).map((row) => row.row)).toEqual([
      3, 4,
    ]);
    const sent = await invite(owner, preview.valid);
    expect(sent.json().result).toEqual({ sent: 2, alreadyMembers: [] });

    const before = (await call(owner, 'GET', '/organisation/invitations')).json().result;
    for (const [people, field] of [
      [[{ name: 'Bad Mail', email: 'not-an-email' }], 'people[0].email'],
      [
        [
          { name: 'Twice Here', email: 'twice@example.com' },
          { name: 'Twice There', email: 'TWICE@example.com' },
        ],
        'people',
      ],
      [[], 'people'],
      [
        Array.from({ length: 1001 }, (_, i) => ({
          name: 'Many People',
          email: `m${i}@example.com`,
        })),
        'people',
      ],
    ] as Array<[Array<Partial<InvitationForm>>, string]>) {
      const res = await invite(owner, people);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    expect((await call(owner, 'GET', '/organisation/invitations')).json().result).toEqual(before);

    const thousand = Array.from({ length: 1000 }, (_, i) => ({
      name: 'Staff Person',
      email: `staff-${i}@import.example`,
      designation: 'Associate',
      phone: '9876543210',
    }));
    const bulk = await invite(owner, thousand);
    expect(bulk.json()).toMatchObject({ message: toasts.invited(1000), result: { sent: 1000 } });
    const listed = (await call(owner, 'GET', '/organisation/invitations')).json().result;
    expect(listed).toHaveLength(1002);
    // The day's limit: two thousand.
    await expectAnswer(
      invite(
        owner,
        thousand.map((person) => ({ ...person, email: `2${person.email}` })),
      ),
      429,
      e.tooManyInvitations(2000),
    );
  });

  it('gives admins the members, the owner the admins, and hands ownership over; the owner cannot leave', async () => {
    const owner = await ownerOf('Role Works');
    const admin = await joined(owner, await registerUser(t, 'Anu Admin'));
    const member = await joined(owner, await registerUser(t, 'Manu Member'));
    const other = await joined(owner, await registerUser(t, 'Omi Other'));

    const made = await call(owner, 'PATCH', `/organisation/members/${admin.id}`, { role: 'admin' });
    expect(made.json().message).toBe(toasts.roleSaved);
    // An admin may not make or unmake admins, nor act on the owner or themselves.
    await expectAnswer(
      call(admin, 'PATCH', `/organisation/members/${member.id}`, { role: 'admin' }),
      403,
      e.ownerOnly,
    );
    await expectAnswer(
      call(admin, 'PATCH', `/organisation/members/${owner.id}`, { role: 'member' }),
      403,
      e.ownerRoleFixed,
    );
    await expectAnswer(
      call(admin, 'DELETE', `/organisation/members/${owner.id}`),
      403,
      e.ownerCannotBeRemoved,
    );
    await expectAnswer(
      call(admin, 'PATCH', `/organisation/members/${admin.id}`, { role: 'member' }),
      400,
      e.notYourself,
    );
    await expectAnswer(
      call(owner, 'PATCH', `/organisation/members/${member.id}`, { role: 'owner' }),
      400,
      e.roleInvalid,
    );
    // An admin removes a member; the member keeps their account.
    const removed = await call(admin, 'DELETE', `/organisation/members/${other.id}`);
    expect(removed.json().message).toBe(toasts.removed('Omi Other'));
    await expectAnswer(call(other, 'GET', '/organisation'), 404, e.notInOne);
    expect((await call(other, 'GET', '/user/profile')).statusCode).toBe(200);

    await expectAnswer(call(owner, 'POST', '/organisation/leave'), 403, e.ownerCannotLeave);
    await expectAnswer(
      call(admin, 'POST', '/organisation/ownership', { userId: member.id }),
      403,
      e.ownerOnly,
    );
    const handed = await call(owner, 'POST', '/organisation/ownership', { userId: member.id });
    expect(handed.json().message).toBe(toasts.ownershipHanded('Manu Member'));
    expect(await roles(member)).toEqual({
      'Manu Member': 'owner',
      'Anu Admin': 'admin',
      'Role Owner': 'admin',
    });
    const left = await call(owner, 'POST', '/organisation/leave');
    expect(left.json().message).toBe(toasts.left('Role Works'));
    expect(await roles(member)).toEqual({ 'Manu Member': 'owner', 'Anu Admin': 'admin' });

    // The owner closing their account passes the organisation to its longest-standing admin.
    await call(member, 'DELETE', '/user/account', { password: PASSWORD });
    expect(await roles(admin)).toEqual({ 'Anu Admin': 'owner' });
  });

  it('lists members fifty at a time, found by part of a name or an e-mail', async () => {
    const owner = await ownerOf('Big Works');
    const { _id: organisationId } = (await call(owner, 'GET', '/organisation')).json().result;
    // Sixty people put in directly: a page of members needs no sixty sign-ups.
    const people = Array.from({ length: 60 }, (_, i) => ({
      id: randomUUID(),
      name: `${i % 2 ? 'Zara' : 'Yash'} ${personNumbered('Staff', i).split(' ')[1]}`,
      email: `staff-${i}@big.example`,
      passwordHash: '!test',
    }));
    await t.api.db.insert(users).values(people);
    await t.api.db
      .insert(organisationMembers)
      .values(people.map(({ id }) => ({ userId: id, organisationId, role: 'member' as const })));
    const page = async (query: string) =>
      (await call(owner, 'GET', `/organisation/members${query}`)).json();

    const first = (await page('')).result;
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 61 });
    expect(first.members).toHaveLength(50);
    expect(first.members[0].name).toBe('Big Owner');
    const second = (await page('?page=2')).result;
    expect(second.members).toHaveLength(11);
    const names = [...first.members, ...second.members].map((m: { name: string }) => m.name);
    expect(new Set(names).size).toBe(61);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort());

    const zaras = (await page('?q=zara')).result;
    expect(zaras.total).toBe(30);
    expect((await page('?q=staff-7%40big')).result.total).toBe(1);
    // LIKE's wildcards are the characters themselves.
    expect((await page('?q=%25')).result.total).toBe(0);
    for (const query of ['?page=0', '?page=x', `?q=${'a'.repeat(101)}`, '?sort=name']) {
      expect((await page(query)).success).toBe(false);
    }
  });
});
