import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { organisationErrors as e, organisationToasts } from 'shared-contracts';
import { organisationMembers, organisations } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { verifyEmailOf } from './helpers/mailed-links.js';
import { uploaded } from './helpers/uploads.js';
import { PASSWORD, registerUser, type TestUser } from './helpers/users.js';

const acme = {
  name: 'Acme Designs',
  website: 'acme.example',
  brandColour: '#4F46E5',
  gstin: '29AABCT3518Q1ZS',
  // The district and state sent are the client's guess: the pincode's are kept.
  officeAddress: {
    buildingName: '12, MG Road',
    area: 'Indiranagar',
    pincode: '560038',
    district: 'Somewhere',
    state: 'Kerala',
  },
};

describe('organisations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verified = async (name: string) => {
    const user = await registerUser(t, name);
    await verifyEmailOf(t, user);
    return user;
  };
  const create = (user: TestUser, body: unknown = acme) =>
    t.call('POST', '/organisation', { token: user.token, body });
  const mine = (user: TestUser) => t.call('GET', '/organisation', { token: user.token });
  /** Each call, made as `user`, refused with `status` and `message` in the envelope. */
  const expectRefused = async (
    user: TestUser,
    status: number,
    message: string,
    calls: Array<['GET' | 'PATCH', string, object | undefined]>,
  ) => {
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { token: user.token, body });
      expect({ call: `${method} ${path}`, status: res.statusCode, body: res.json() }).toMatchObject(
        {
          status,
          body: { success: false, message },
        },
      );
    }
  };

  it('is created by a verified person, who becomes its owner and its only member', async () => {
    const owner = await verified('Asha Rao');
    const res = await create(owner);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: organisationToasts.created,
      result: {
        name: 'Acme Designs',
        website: 'https://acme.example',
        brandColour: '#4f46e5',
        gstin: '29AABCT3518Q1ZS',
        officeAddress: {
          buildingName: '12, MG Road',
          area: 'Indiranagar',
          landmark: '',
          pincode: '560038',
          district: 'Bangalore',
          state: 'Karnataka',
        },
        role: 'owner',
        memberCount: 1,
      },
    });
    expect((await mine(owner)).json().result).toEqual(res.json().result);
    const members = await t.call('GET', '/organisation/members', { token: owner.token });
    expect(members.json().result).toEqual({
      members: [
        {
          userId: owner.id,
          name: 'Asha Rao',
          email: owner.email,
          // Their card was never made: no designation to print on a bulk order's card.
          designation: '',
          role: 'owner',
          joinedAt: expect.any(String),
        },
      ],
      page: 1,
      pageSize: 50,
      total: 1,
    });
  });

  it('needs a verified e-mail address, and is one to a person, however many are asked at once', async () => {
    const unverified = await registerUser(t, 'Ravi Kumar');
    const refused = await create(unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: e.emailNotVerified });
    expect((await mine(unverified)).statusCode).toBe(404);

    const person = await verified('Meera Iyer');
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((n) => create(person, { name: `Team ${n}` })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(e.alreadyInOne);
    expect((await mine(person)).json().result.memberCount).toBe(1);
  });

  it('shows a logo its owner uploaded, and refuses anyone else’s upload or none', async () => {
    const owner = await verified('Leela Nair');
    const stranger = await verified('Omar Sheikh');
    const own = await uploaded(t, owner.token);
    const theirs = await uploaded(t, stranger.token);
    const made = await create(owner, { name: 'Logo Co', logo: { key: own.key, name: 'x.jpg' } });
    // The upload's own name is kept, whatever name the request gave it.
    expect(made.json().result.logo).toEqual({ key: own.key, name: own.name });

    for (const logo of [
      { key: theirs.key },
      { key: own.key.replace(/[0-9a-f]{8}\./, '00000000.') },
    ]) {
      const res = await t.call('PATCH', '/organisation', {
        token: owner.token,
        body: { name: 'Logo Co', logo },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ logo: expect.any(String) });
    }
    const refused = await create(stranger, { name: 'Copy Co', logo: { key: own.key } });
    expect(refused.statusCode).toBe(400);
    expect((await mine(stranger)).statusCode).toBe(404);
    expect((await mine(owner)).json().result.logo).toEqual({ key: own.key, name: own.name });
  });

  it('is changed by its owner, and refuses bad details changing nothing', async () => {
    const owner = await verified('Kiran Shah');
    await create(owner);
    const saved = await t.call('PATCH', '/organisation', {
      token: owner.token,
      body: { name: 'Acme Studio', brandColour: '#0F766E' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: organisationToasts.saved,
      result: {
        name: 'Acme Studio',
        brandColour: '#0f766e',
        website: '',
        gstin: '',
        role: 'owner',
      },
    });
    for (const body of [
      { name: '' },
      { name: 'Acme', brandColour: 'teal' },
      { name: 'Acme', gstin: '29AABCT3518Q1ZA' },
      { name: 'Acme', role: 'member' },
      { name: 'Acme', officeAddress: { buildingName: '1', area: 'Somewhere', pincode: '999999' } },
      ['Acme'],
    ]) {
      const res = await t.call('PATCH', '/organisation', { token: owner.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await mine(owner)).json().result.name).toBe('Acme Studio');
  });

  it('lets no one read or change another organisation, and a person in none nothing at all', async () => {
    const first = await verified('Nisha Verma');
    const second = await verified('Arjun Mehta');
    await create(first, { name: 'First Co' });
    await create(second, { name: 'Second Co' });
    await t.call('PATCH', '/organisation', { token: second.token, body: { name: 'Renamed Co' } });
    expect((await mine(first)).json().result.name).toBe('First Co');
    expect((await mine(second)).json().result.name).toBe('Renamed Co');
    const theirs = await t.call('GET', '/organisation/members', { token: first.token });
    expect(theirs.json().result.members.map((m: { email: string }) => m.email)).toEqual([
      first.email,
    ]);

    const outsider = await verified('Zoya Khan');
    await expectRefused(outsider, 404, e.notInOne, [
      ['GET', '/organisation', undefined],
      ['PATCH', '/organisation', { name: 'Mine Now' }],
      ['GET', '/organisation/members', undefined],
    ]);

    // A plain member (invitations come next: put in directly) reads the organisation, no more.
    const member = await verified('Dev Patel');
    const { _id: organisationId } = (await mine(first)).json().result;
    await t.api.db
      .insert(organisationMembers)
      .values({ userId: member.id, organisationId, role: 'member' });
    expect((await mine(member)).json().result).toMatchObject({ name: 'First Co', role: 'member' });
    await expectRefused(member, 403, e.adminsOnly, [
      ['PATCH', '/organisation', { name: 'Members Co' }],
      ['GET', '/organisation/members', undefined],
    ]);
    expect((await mine(first)).json().result).toMatchObject({ name: 'First Co', memberCount: 2 });

    for (const path of ['/organisation', '/organisation/members']) {
      expect((await t.call('GET', path)).statusCode).toBe(401);
    }
  });

  it('is in the owner’s data export, and goes with its last member when they close their account', async () => {
    const owner = await verified('Tara Singh');
    const created = (await create(owner, { name: 'Short Lived' })).json().result;
    const exported = await t.call('GET', '/user/export', { token: owner.token });
    const data = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['data.json']!),
    );
    expect(data.organisation).toEqual(created);
    const closed = await t.call('DELETE', '/user/account', {
      token: owner.token,
      body: { password: PASSWORD },
    });
    expect(closed.statusCode).toBe(200);
    expect(
      await t.api.db.select().from(organisations).where(eq(organisations.id, created._id)),
    ).toEqual([]);
  });
});
