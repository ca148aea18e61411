import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, type TestApp } from './helpers/app.js';
import { registerUser, type TestUser } from './helpers/users.js';

const SECRET = 'addressbook-test-secret-0123456789abcdef';

/** An HS256 JWT built by hand, so a test can sign one with any secret it likes. */
function signHs256(payload: Record<string, unknown>, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const claimsFor = (user: TestUser) => {
  const now = Math.floor(Date.now() / 1000);
  // Every real token names itself (jti), so logout can revoke it: one without is refused.
  return { id: user.id, ver: 0, jti: randomUUID(), iat: now, exp: now + 3600 };
};

const entryBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  mobile: '9876543210',
  address1: '12, MG Road',
  address2: 'Indiranagar',
  landmark: 'Near the metro',
  pincode: '560038',
  ...overrides,
});

const withoutField = (field: string) => {
  const body: Record<string, unknown> = entryBody();
  delete body[field];
  return body;
};

const validationFailure = (field: string, message: string) => ({
  success: false,
  message,
  code: 'VALIDATION_ERROR',
  fields: { [field]: message },
});

describe('/addressbook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jwtSecret: SECRET });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser) => {
    const res = await t.call('GET', '/addressbook', { token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json().result as Array<Record<string, unknown>>;
  };

  describe('GET and POST', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await registerUser(t);
    });

    it('starts with an empty list', async () => {
      const res = await t.call('GET', '/addressbook', { token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, result: [] });
    });

    it('creates an entry: +91 mobile, place from the pincode, Home and default by default', async () => {
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: entryBody({ district: 'Mumbai', state: 'Maharashtra', country: 'Nepal' }),
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: 'Address updated successfully',
        result: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Asha Rao',
          mobile: '+919876543210',
          address1: '12, MG Road',
          address2: 'Indiranagar',
          landmark: 'Near the metro',
          pincode: '560038',
          district: 'Bangalore',
          state: 'Karnataka',
          country: 'India',
          type: 'Home',
          default: true,
        },
      });

      const entries = await list(user);
      expect(entries).toEqual([body.result]);
    });

    it('trims text, accepts a typed country code and an omitted landmark', async () => {
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: {
          name: '  Ravi Kumar ',
          mobile: '+91 98765-43211',
          address1: ' Flat 4 ',
          address2: ' Koramangala ',
          pincode: ' 560038 ',
          type: 'Work',
          default: false,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result).toMatchObject({
        name: 'Ravi Kumar',
        mobile: '+919876543211',
        address1: 'Flat 4',
        address2: 'Koramangala',
        landmark: '',
        pincode: '560038',
        district: 'Bangalore',
        state: 'Karnataka',
        country: 'India',
        type: 'Work',
        default: false,
      });
      // A non-default entry leaves the existing default alone.
      const entries = await list(user);
      expect(entries.map((e) => [e.name, e.default])).toEqual([
        ['Asha Rao', true],
        ['Ravi Kumar', false],
      ]);
    });

    it('ignores an id sent with a new entry', async () => {
      const before = await list(user);
      const foreignId = randomUUID();
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: entryBody({ id: foreignId, _id: foreignId, name: 'Echo Id', default: false }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result._id).not.toBe(foreignId);
      expect(await list(user)).toHaveLength(before.length + 1);
    });

    it('a new default entry takes the default flag from the others', async () => {
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: entryBody({ name: 'Meera Nair', pincode: '500001', default: true }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result).toMatchObject({
        name: 'Meera Nair',
        district: 'Hyderabad',
        state: 'Telangana',
        country: 'India',
        default: true,
      });
      const entries = await list(user);
      expect(entries.filter((e) => e.default).map((e) => e.name)).toEqual(['Meera Nair']);
      expect(entries.find((e) => e.name === 'Asha Rao')?.default).toBe(false);
    });

    it('keeps one default when several defaults are saved at the same moment', async () => {
      const someone = await registerUser(t);
      const names = ['Asha Rao', 'Meera Nair', 'Ravi Kumar', 'Neha Singh', 'Arjun Das'];
      const answers = await Promise.all(
        names.map((name) =>
          t.call('POST', '/addressbook', {
            token: someone.token,
            body: entryBody({ name, default: true }),
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(names.map(() => 201));
      const entries = await list(someone);
      expect(entries).toHaveLength(names.length);
      expect(entries.filter((e) => e.default)).toHaveLength(1);
    });
  });

  describe('PATCH /addressbook/{id}', () => {
    let user: TestUser;
    let first: Record<string, unknown>;
    let second: Record<string, unknown>;
    beforeAll(async () => {
      user = await registerUser(t);
      first = (
        await t.call('POST', '/addressbook', { token: user.token, body: entryBody() })
      ).json().result;
      second = (
        await t.call('POST', '/addressbook', {
          token: user.token,
          body: entryBody({ name: 'Second Entry', default: false }),
        })
      ).json().result;
    });

    it('updates the entry and refills the place from the new pincode', async () => {
      const res = await t.call('PATCH', `/addressbook/${first._id}`, {
        token: user.token,
        body: entryBody({
          _id: first._id,
          name: 'Asha R',
          mobile: '09123456789',
          address1: 'House 7',
          address2: 'Abids',
          landmark: '',
          pincode: '500001',
          district: 'Bangalore',
          state: 'Karnataka',
          type: 'Other',
          default: true,
        }),
      });
      expect(res.statusCode).toBe(200);
      const expected = {
        _id: first._id,
        name: 'Asha R',
        mobile: '+919123456789',
        address1: 'House 7',
        address2: 'Abids',
        landmark: '',
        pincode: '500001',
        district: 'Hyderabad',
        state: 'Telangana',
        country: 'India',
        type: 'Other',
        default: true,
      };
      expect(res.json()).toEqual({
        success: true,
        message: 'Address updated successfully',
        result: expected,
      });
      expect(await list(user)).toEqual([expected, second]);
    });

    it('making another entry default clears the flag on the first', async () => {
      const res = await t.call('PATCH', `/addressbook/${second._id}`, {
        token: user.token,
        body: entryBody({ name: 'Second Entry', default: true }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.default).toBe(true);
      const entries = await list(user);
      expect(entries.map((e) => [e._id, e.default])).toEqual([
        [first._id, false],
        [second._id, true],
      ]);
    });

    it('a failing update changes nothing', async () => {
      const before = await list(user);
      const res = await t.call('PATCH', `/addressbook/${first._id}`, {
        token: user.token,
        body: entryBody({ name: '', mobile: '12345' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Name is required',
        code: 'VALIDATION_ERROR',
        fields: {
          name: 'Name is required',
          mobile: 'Enter a valid 10-digit mobile number with optional country code',
        },
      });
      const unknownPincode = await t.call('PATCH', `/addressbook/${first._id}`, {
        token: user.token,
        body: entryBody({ pincode: '999999' }),
      });
      expect(unknownPincode.statusCode).toBe(400);
      expect(unknownPincode.json().fields).toEqual({ pincode: 'We could not find this pincode' });
      expect(await list(user)).toEqual(before);
    });

    it('answers 404 for an id that does not exist', async () => {
      const res = await t.call('PATCH', `/addressbook/${randomUUID()}`, {
        token: user.token,
        body: entryBody(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'Address not found',
        code: 'NOT_FOUND',
      });
    });

    it('answers 404 for a malformed id', async () => {
      for (const id of ['not-a-uuid', '123', `${first._id}x`]) {
        const res = await t.call('PATCH', `/addressbook/${id}`, {
          token: user.token,
          body: entryBody(),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          message: 'Address not found',
          code: 'NOT_FOUND',
        });
      }
    });
  });

  describe('validation', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await registerUser(t);
      const res = await t.call('POST', '/addressbook', { token: user.token, body: entryBody() });
      expect(res.statusCode).toBe(201);
    });

    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['a missing name', withoutField('name'), 'name', 'Name is required'],
      ['a blank name', entryBody({ name: '   ' }), 'name', 'Name is required'],
      ['a name with digits', entryBody({ name: 'Asha 2' }), 'name', 'Please enter a valid name'],
      ['a missing mobile', withoutField('mobile'), 'mobile', 'Mobile number is required'],
      ['an empty mobile', entryBody({ mobile: '' }), 'mobile', 'Mobile number is required'],
      [
        'a short mobile',
        entryBody({ mobile: '98765' }),
        'mobile',
        'Enter a valid 10-digit mobile number with optional country code',
      ],
      [
        'a mobile starting with 5',
        entryBody({ mobile: '5876543210' }),
        'mobile',
        'Enter a valid 10-digit mobile number with optional country code',
      ],
      [
        'an 11-digit mobile',
        entryBody({ mobile: '98765432101' }),
        'mobile',
        'Enter a valid 10-digit mobile number with optional country code',
      ],
      ['a missing building', withoutField('address1'), 'address1', 'Building name is required'],
      ['a missing area', withoutField('address2'), 'address2', 'Area is required'],
      ['a blank area', entryBody({ address2: '  ' }), 'address2', 'Area is required'],
      ['a missing pincode', withoutField('pincode'), 'pincode', 'Pincode is required'],
      [
        'a 5-digit pincode',
        entryBody({ pincode: '56003' }),
        'pincode',
        'Enter a valid 6-digit pincode',
      ],
      [
        'a non-numeric pincode',
        entryBody({ pincode: 'abcdef' }),
        'pincode',
        'Enter a valid 6-digit pincode',
      ],
      [
        'a 7-digit pincode',
        entryBody({ pincode: '5600381' }),
        'pincode',
        'Enter a valid 6-digit pincode',
      ],
    ];

    for (const [what, body, field, message] of cases) {
      it(`rejects ${what} with "${message}" and creates nothing`, async () => {
        const before = await list(user);
        const res = await t.call('POST', '/addressbook', { token: user.token, body });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(validationFailure(field, message));
        expect(await list(user)).toEqual(before);
      });
    }

    it('reports every invalid field at once', async () => {
      const res = await t.call('POST', '/addressbook', { token: user.token, body: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Name is required',
        code: 'VALIDATION_ERROR',
        fields: {
          name: 'Name is required',
          mobile: 'Mobile number is required',
          address1: 'Building name is required',
          address2: 'Area is required',
          pincode: 'Pincode is required',
        },
      });
      expect(await list(user)).toHaveLength(1);
    });

    it('rejects an unknown pincode and creates nothing', async () => {
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: entryBody({ pincode: '999999' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'We could not find this pincode',
        code: 'BAD_REQUEST',
        fields: { pincode: 'We could not find this pincode' },
      });
      expect(await list(user)).toHaveLength(1);
    });

    it('rejects an unknown field and creates nothing', async () => {
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: entryBody({ isAdmin: true }),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Unknown field(s): isAdmin',
      });
      // About the body as a whole, so on no form field.
      expect(body.fields).toBeUndefined();
      expect(await list(user)).toHaveLength(1);
    });

    it('rejects lists and objects where text belongs, without a server error', async () => {
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: entryBody({ name: ['Asha Rao'], pincode: { code: '560038' } }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Must be text',
        code: 'VALIDATION_ERROR',
        fields: { name: 'Must be text', pincode: 'Must be text' },
      });
      expect(await list(user)).toHaveLength(1);
    });

    it('rejects an address type outside Home, Work and Other', async () => {
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: entryBody({ type: 'Office' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().fields).toEqual({ type: 'Address type must be Home, Work or Other' });
      expect(await list(user)).toHaveLength(1);
    });

    it('rejects a default flag that is not true or false', async () => {
      const res = await t.call('POST', '/addressbook', {
        token: user.token,
        body: entryBody({ default: 'yes' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ default: 'Must be true or false' });
      expect(await list(user)).toHaveLength(1);
    });

    it('accepts district, state and country cleared to null, and fills them from the pincode', async () => {
      const other = await registerUser(t);
      const res = await t.call('POST', '/addressbook', {
        token: other.token,
        body: entryBody({ landmark: null, district: null, state: null, country: null }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result).toMatchObject({
        landmark: '',
        district: 'Bangalore',
        state: 'Karnataka',
        country: 'India',
      });
    });

    it('rejects a malformed JSON body and changes nothing', async () => {
      const [entry] = await list(user);
      for (const [method, path] of [
        ['POST', '/addressbook'],
        ['PATCH', `/addressbook/${entry!._id}`],
      ] as const) {
        const res = await t.call(method, path, {
          token: user.token,
          body: '{bad',
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'The request body is not valid JSON',
          code: 'INVALID_JSON',
        });
      }
      expect(await list(user)).toEqual([entry]);
    });

    it('rejects a JSON body that is not an object', async () => {
      for (const body of ['[]', '"text"', 'null']) {
        const res = await t.call('POST', '/addressbook', {
          token: user.token,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'The request body must be a JSON object',
          code: 'BAD_REQUEST',
        });
      }
      expect(await list(user)).toHaveLength(1);
    });
  });

  describe('ownership', () => {
    let a: TestUser;
    let b: TestUser;
    let aEntry: Record<string, unknown>;
    beforeAll(async () => {
      a = await registerUser(t, 'Owner Alpha');
      b = await registerUser(t, 'Other Beta');
      aEntry = (await t.call('POST', '/addressbook', { token: a.token, body: entryBody() })).json()
        .result;
    });

    it("does not list another person's entries", async () => {
      expect(await list(b)).toEqual([]);
      const res = await t.call('POST', '/addressbook', {
        token: b.token,
        body: entryBody({ name: 'Beta Home' }),
      });
      expect(res.statusCode).toBe(201);
      const bEntries = await list(b);
      expect(bEntries.map((e) => e.name)).toEqual(['Beta Home']);
      // B's new default did not take the flag from A's entry.
      expect(await list(a)).toEqual([aEntry]);
    });

    it("answers 404 to a PATCH of another person's entry and changes nothing", async () => {
      const res = await t.call('PATCH', `/addressbook/${aEntry._id}`, {
        token: b.token,
        body: entryBody({ name: 'Hijacked', pincode: '500001', default: true }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'Address not found',
        code: 'NOT_FOUND',
      });
      expect(await list(a)).toEqual([aEntry]);
      expect((await list(b)).map((e) => e.name)).toEqual(['Beta Home']);
    });
  });

  describe('authentication', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await registerUser(t);
    });

    const calls = (id: string) =>
      [
        ['GET', '/addressbook', undefined],
        ['POST', '/addressbook', entryBody()],
        ['PATCH', `/addressbook/${id}`, entryBody()],
      ] as const;

    it('answers 401 without a token', async () => {
      for (const [method, path, body] of calls(randomUUID())) {
        const res = await t.call(method, path, { body });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          success: false,
          message: 'Please sign in to continue',
          code: 'UNAUTHORIZED',
        });
      }
      expect(await list(user)).toEqual([]);
    });

    it('accepts a token signed with the server secret (control for the forged ones)', async () => {
      const res = await t.call('GET', '/addressbook', {
        token: signHs256(claimsFor(user), SECRET),
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers 401 to forged and tampered tokens', async () => {
      const [head, payload, signature] = user.token.split('.') as [string, string, string];
      const otherClaims = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ver: 0 }),
      ).toString('base64url');
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
        'base64url',
      );
      const forged = [
        signHs256(claimsFor(user), 'some-other-secret-0123456789abcdef'),
        `${head}.${payload}.${flipped}`,
        `${head}.${otherClaims}x.${signature}`,
        `${noneHeader}.${payload}.`,
        'not.a.jwt',
      ];
      for (const token of forged) {
        for (const [method, path, body] of calls(randomUUID())) {
          const res = await t.call(method, path, { token, body });
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual({
            success: false,
            message: 'Your session has expired. Please sign in again.',
            code: 'UNAUTHORIZED',
          });
        }
      }
      expect(await list(user)).toEqual([]);
    });

    it('answers 401 to a correctly signed token for an account that does not exist', async () => {
      const res = await t.call('GET', '/addressbook', {
        token: signHs256({ ...claimsFor(user), id: randomUUID() }, SECRET),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    });
  });
});
