import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import {
  accountErrors,
  apiTokenErrors,
  leadErrors,
  type ApiToken,
  type ApiTokenScope,
  type Contact,
  type CreatedApiToken,
} from 'shared-contracts';
import { contactWebhooks, personalApiTokens } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { onboardedUser, type TestUser } from './helpers/users.js';
import { describeAnswer, envelopeProblem } from './support/envelope.js';
import { bodiesFor, oversize } from './support/fuzz-bodies.js';

/**
 * Personal API tokens (issue 31): made, listed and revoked with a session; on the contact routes
 * only, within their scopes; stored as a hash; another person's contacts out of their reach.
 */

/** Low, so the limit test reaches it; every other test uses people of its own. */
const PER_MINUTE = 60;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    contacts: {
      rateLimit: { max: PER_MINUTE, timeWindowMs: 60_000 },
      followUpCheckMs: 0,
      followUpSendHour: 8,
    },
  });
});

afterAll(async () => {
  await t?.close();
});

async function mint(
  owner: TestUser,
  scopes: ApiTokenScope[],
  name = 'My CRM',
): Promise<CreatedApiToken> {
  const res = await t.call('POST', '/user/api-tokens', {
    token: owner.token,
    body: { name, scopes },
  });
  if (res.statusCode !== 201) throw new Error(`mint failed: ${describeAnswer(res)}`);
  return res.json().result;
}

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kavya Menon',
  phoneNumber: '98450 12345',
  email: 'kavya@example.com',
  tags: ['expo'],
  ...overrides,
});

async function addWithSession(owner: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/portfolio/leads', {
    token: owner.token,
    body: contactBody(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json().result as Contact;
}

const contactsOf = async (owner: TestUser): Promise<Contact[]> =>
  (await t.call('GET', '/portfolio/leads', { token: owner.token })).json().result;

/** A call with a bearer token of any kind, its answer held against the OpenAPI document. */
const raw = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
) => t.call(method, path, { token, ...(body !== undefined && { body }) });

describe('making, listing and revoking', () => {
  it('shows the token once, keeps only its SHA-256, and lists it by its first characters', async () => {
    const owner = await onboardedUser(t);
    const created = await mint(owner, ['contacts:read', 'contacts:write', 'contacts:read']);
    expect(created.token).toMatch(/^tfp_[A-Za-z0-9_-]{43}$/);
    expect(created).toEqual({
      _id: expect.any(String),
      name: 'My CRM',
      prefix: created.token.slice(4, 12),
      scopes: ['contacts:read', 'contacts:write'],
      createdAt: expect.any(String),
      lastUsedAt: null,
      token: created.token,
    });
    const list = await t.call('GET', '/user/api-tokens', { token: owner.token });
    expect(list.statusCode).toBe(200);
    const listed = { ...created } as Partial<CreatedApiToken>;
    delete listed.token;
    expect(list.json().result).toEqual([listed]);
    expect(list.body).not.toContain(created.token);

    const [row] = await t.api.db
      .select()
      .from(personalApiTokens)
      .where(eq(personalApiTokens.id, created._id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
  });

  it('refuses a token without a name or a permission, with the shared messages', async () => {
    const owner = await onboardedUser(t);
    const cases: [unknown, Record<string, string>][] = [
      [{ name: '', scopes: ['contacts:read'] }, { name: apiTokenErrors.nameRequired }],
      [{ name: 'x'.repeat(61), scopes: ['contacts:read'] }, { name: apiTokenErrors.nameTooLong }],
      [{ name: 'CRM', scopes: [] }, { scopes: apiTokenErrors.scopesRequired }],
      [{ name: 'CRM', scopes: ['admin'] }, { 'scopes[0]': apiTokenErrors.scopeInvalid }],
    ];
    for (const [body, fields] of cases) {
      const res = await t.call('POST', '/user/api-tokens', { token: owner.token, body });
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().fields).toEqual(fields);
    }
    expect((await t.call('GET', '/user/api-tokens', { token: owner.token })).json().result).toEqual(
      [],
    );
  });

  it('revokes a token: it is refused from then on, and gone from the list', async () => {
    const owner = await onboardedUser(t);
    const created = await mint(owner, ['contacts:read']);
    expect((await t.call('GET', '/portfolio/leads', { token: created.token })).statusCode).toBe(
      200,
    );
    const res = await t.call('DELETE', `/user/api-tokens/${created._id}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ revoked: true });
    const refused = await t.call('GET', '/portfolio/leads', { token: created.token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(apiTokenErrors.invalid);
    expect((await t.call('GET', '/user/api-tokens', { token: owner.token })).json().result).toEqual(
      [],
    );
    const again = await t.call('DELETE', `/user/api-tokens/${created._id}`, { token: owner.token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(apiTokenErrors.notFound);
  });

  it("cannot revoke another person's token (404), which keeps working", async () => {
    const owner = await onboardedUser(t);
    const stranger = await onboardedUser(t);
    const created = await mint(owner, ['contacts:read']);
    for (const id of [created._id, randomUUID(), 'not-a-uuid']) {
      const res = await t.call('DELETE', `/user/api-tokens/${id}`, { token: stranger.token });
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
    expect(
      (await t.call('GET', '/user/api-tokens', { token: stranger.token })).json().result,
    ).toEqual([]);
    expect((await t.call('GET', '/portfolio/leads', { token: created.token })).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown token 401 on every route, and a missing session 401', async () => {
    const unknown = `tfp_${randomBytes(32).toString('base64url')}`;
    for (const [method, path] of [
      ['GET', '/portfolio/leads'],
      ['GET', '/user/api-tokens'],
      ['GET', '/user/profile'],
    ] as const) {
      const res = await raw(method, path, unknown);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 401 });
      expect(res.json().message).toBe(apiTokenErrors.invalid);
    }
    expect((await t.call('GET', '/user/api-tokens')).statusCode).toBe(401);
    // A session's JWT is still what it was: refused as expired when it is not one.
    const jwtLike = await raw('GET', '/portfolio/leads', 'eyJhbGciOiJIUzI1NiJ9.e30.x');
    expect(jwtLike.json().message).toBe(accountErrors.sessionExpired);
  });
});

describe('scopes', () => {
  it('contacts:read lists, reads and exports, and may not add, change or delete (403)', async () => {
    const owner = await onboardedUser(t);
    const contact = await addWithSession(owner);
    const { token } = await mint(owner, ['contacts:read']);
    expect((await t.call('GET', '/portfolio/leads', { token })).json().result).toEqual([contact]);
    expect((await t.call('GET', `/portfolio/leads/${contact._id}`, { token })).statusCode).toBe(
      200,
    );
    const csv = await t.call('GET', '/portfolio/leads/export?format=csv', { token });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Kavya');
    for (const [method, path, body] of [
      ['POST', '/portfolio/leads', contactBody()],
      ['PUT', `/portfolio/leads/${contact._id}`, contactBody({ name: 'Changed Name' })],
      ['DELETE', `/portfolio/leads/${contact._id}`, undefined],
    ] as const) {
      const res = await t.call(method, path, { token, ...(body && { body }) });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 403 });
      expect(res.json().message).toBe(apiTokenErrors.forbidden);
    }
    expect(await contactsOf(owner)).toEqual([contact]);
  });

  it('contacts:write adds, changes and deletes, and may not read (403)', async () => {
    const owner = await onboardedUser(t);
    const { token } = await mint(owner, ['contacts:write']);
    for (const path of ['/portfolio/leads', '/portfolio/leads/export?format=vcf']) {
      const res = await t.call('GET', path, { token });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 403 });
    }
    const created = await t.call('POST', '/portfolio/leads', { token, body: contactBody() });
    expect(created.statusCode).toBe(201);
    const contact = created.json().result as Contact;
    expect((await t.call('GET', `/portfolio/leads/${contact._id}`, { token })).statusCode).toBe(
      403,
    );
    const changed = await t.call('PUT', `/portfolio/leads/${contact._id}`, {
      token,
      body: contactBody({ name: 'Kavya M' }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await contactsOf(owner)).map((c) => c.name)).toEqual(['Kavya M']);
    const gone = await t.call('DELETE', `/portfolio/leads/${contact._id}`, { token });
    expect(gone.statusCode).toBe(200);
    expect(await contactsOf(owner)).toEqual([]);
  });

  it('reaches no route but the contacts: not the profile, the card, the export, nor the tokens', async () => {
    const owner = await onboardedUser(t);
    const { token, _id } = await mint(owner, ['contacts:read', 'contacts:write']);
    for (const [method, path, body] of [
      ['GET', '/user/profile', undefined],
      ['GET', '/portfolio', undefined],
      ['GET', '/user/export', undefined],
      ['GET', '/cart/user', undefined],
      ['GET', '/user/api-tokens', undefined],
      ['POST', '/user/api-tokens', { name: 'More', scopes: ['contacts:read'] }],
      ['DELETE', `/user/api-tokens/${_id}`, undefined],
      ['PUT', '/user/language', { language: 'hi' }],
      ['GET', '/admin/audit', undefined],
    ] as const) {
      const res = await raw(method, path, token, body);
      expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 403 });
      expect(res.json().message).toBe(apiTokenErrors.forbidden);
    }
    const tokens = await t.call('GET', '/user/api-tokens', { token: owner.token });
    expect(tokens.json().result).toHaveLength(1);
    const profile = await t.call('GET', '/user/profile', { token: owner.token });
    expect(profile.json().result.language).toBe('en');
  });

  it('notes when a token was last used, at most once a minute', async () => {
    const owner = await onboardedUser(t);
    const { token, _id } = await mint(owner, ['contacts:read']);
    await t.call('GET', '/portfolio/leads', { token });
    const [first] = (await t.call('GET', '/user/api-tokens', { token: owner.token })).json()
      .result as ApiToken[];
    expect(first!._id).toBe(_id);
    expect(Date.now() - Date.parse(first!.lastUsedAt!)).toBeLessThan(60_000);
    await t.call('GET', '/portfolio/leads', { token });
    const [second] = (await t.call('GET', '/user/api-tokens', { token: owner.token })).json()
      .result as ApiToken[];
    expect(second!.lastUsedAt).toBe(first!.lastUsedAt);
  });
});

describe("another person's token", () => {
  it('reaches none of the owner’s contacts on any route: 404 as a missing one, nothing changes', async () => {
    const owner = await onboardedUser(t);
    const stranger = await onboardedUser(t);
    const contact = await addWithSession(owner);
    const { token } = await mint(stranger, ['contacts:read', 'contacts:write']);
    expect((await t.call('GET', '/portfolio/leads', { token })).json().result).toEqual([]);
    const csv = await t.call('GET', '/portfolio/leads/export?format=csv', { token });
    expect(csv.body).not.toContain('Kavya');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', contactBody({ name: 'Hijacked Name' })],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/portfolio/leads/${contact._id}`, {
        token,
        ...(body && { body }),
      });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 404 });
      expect(res.json().message).toBe(leadErrors.notFound);
    }
    // What the stranger adds is the stranger's own.
    await t.call('POST', '/portfolio/leads', { token, body: contactBody({ name: 'Own Contact' }) });
    expect(await contactsOf(owner)).toEqual([contact]);
    expect((await contactsOf(stranger)).map((c) => c.name)).toEqual(['Own Contact']);
  });
});

describe('generated bodies and limits', () => {
  const send = (
    token: string,
    method: 'POST' | 'PUT',
    url: string,
    payload: string,
    type: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload,
    });

  it('POST /user/api-tokens and the token’s writes: never 5xx, always the envelope', async () => {
    const owner = await onboardedUser(t);
    await fc.assert(
      fc.asyncProperty(bodiesFor({ name: 'My CRM', scopes: ['contacts:read'] }), async (body) => {
        const res = await send(
          owner.token,
          'POST',
          '/user/api-tokens',
          body.payload,
          body.contentType,
        );
        if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
        const problem = envelopeProblem(res);
        if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
      }),
      { numRuns: 25, seed: 31 },
    );
    const writer = await onboardedUser(t);
    const { token } = await mint(writer, ['contacts:write']);
    await fc.assert(
      fc.asyncProperty(bodiesFor(contactBody()), async (body) => {
        const res = await send(token, 'POST', '/portfolio/leads', body.payload, body.contentType);
        if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
        const problem = envelopeProblem(res);
        if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
      }),
      { numRuns: 25, seed: 31 },
    );
    const tokens = (await t.call('GET', '/user/api-tokens', { token: owner.token })).json()
      .result as ApiToken[];
    for (const listed of tokens) {
      expect(listed.name.trim().length).toBeGreaterThan(0);
      expect(listed.scopes.length).toBeGreaterThan(0);
    }
  }, 60_000);

  it('refuses an oversize body with 413, unread: nothing is made', async () => {
    const owner = await onboardedUser(t);
    const { token } = await mint(owner, ['contacts:write']);
    const big = oversize();
    const minted = await send(
      owner.token,
      'POST',
      '/user/api-tokens',
      big.payload,
      big.contentType,
    );
    expect(minted.statusCode).toBe(413);
    const added = await send(token, 'POST', '/portfolio/leads', big.payload, big.contentType);
    expect(added.statusCode).toBe(413);
    expect(envelopeProblem(added)).toBeNull();
    expect(
      (await t.call('GET', '/user/api-tokens', { token: owner.token })).json().result,
    ).toHaveLength(1);
    expect(await contactsOf(owner)).toEqual([]);
  });

  it(`answers 429 past ${PER_MINUTE} requests a minute per person, token and session together`, async () => {
    const owner = await onboardedUser(t);
    const { token } = await mint(owner, ['contacts:read']);
    for (let i = 0; i < PER_MINUTE - 1; i++) {
      const res = await t.call('GET', '/portfolio/leads', { token });
      expect(res.statusCode).toBe(200);
    }
    const limited = await t.call('GET', '/portfolio/leads', { token: owner.token });
    expect(limited.statusCode).toBe(429);
    expect(envelopeProblem(limited)).toBeNull();
    // Someone else is not held back.
    const other = await onboardedUser(t);
    expect((await t.call('GET', '/portfolio/leads', { token: other.token })).statusCode).toBe(200);
  });
});

describe('Download my data', () => {
  it("holds the tokens' names and scopes but no hash, the webhooks' addresses, and the contacts as CSV and vCard", async () => {
    const owner = await onboardedUser(t);
    const contact = await addWithSession(owner, { name: 'Asha Devi Rao', notes: 'Met twice' });
    const created = await mint(owner, ['contacts:read'], 'Sheets sync');
    await t.api.db.insert(contactWebhooks).values({
      userId: owner.id,
      url: 'https://hooks.example.com/tapfolio',
      secret: 'whsec_do-not-export-me',
    });
    const res = await t.call('GET', '/user/export', { token: owner.token });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const dataText = strFromU8(files['data.json']!);
    const data = JSON.parse(dataText);
    expect(data.leads).toEqual([contact]);
    expect(data.apiTokens).toEqual([
      {
        _id: created._id,
        name: 'Sheets sync',
        prefix: created.prefix,
        scopes: ['contacts:read'],
        createdAt: created.createdAt,
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(data.webhooks).toEqual([
      { url: 'https://hooks.example.com/tapfolio', createdAt: expect.any(String) },
    ]);
    const hash = createHash('sha256').update(created.token).digest('hex');
    for (const secret of [hash, created.token, 'whsec_do-not-export-me']) {
      expect(dataText).not.toContain(secret);
    }

    const csv = Papa.parse<Record<string, string>>(
      strFromU8(files['contacts/tapfolio-contacts.csv']!),
      { header: true, skipEmptyLines: true },
    );
    expect(csv.errors).toEqual([]);
    expect(csv.data).toEqual([
      expect.objectContaining({ 'First Name': 'Asha Devi', 'Last Name': 'Rao', Labels: 'expo' }),
    ]);
    expect(csv.data[0]!.Notes).toMatch(/^Met twice\nMet on \d{4}-\d{2}-\d{2}$/);
    const vcard = new ICAL.Component(
      ICAL.parse(strFromU8(files['contacts/tapfolio-contacts.vcf']!)) as unknown[],
    );
    expect(vcard.getFirstPropertyValue('fn')).toBe('Asha Devi Rao');
    expect(vcard.getFirstPropertyValue('email')).toBe('kavya@example.com');
  });
});
