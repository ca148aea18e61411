import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import {
  GOOGLE_CONTACTS_CSV_HEADER,
  contactErrors,
  contactFormSchema,
  leadErrors,
  listDate,
  type Contact,
} from 'shared-contracts';
import { collectUnusedFiles } from '../src/modules/files/collect-unused.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { fetchFile, uploaded } from './helpers/uploads.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';
import { describeAnswer, envelopeProblem } from './support/envelope.js';
import { bodiesFor, oversize } from './support/fuzz-bodies.js';

/**
 * The owner's contacts (issue 31) through HTTP, signed in with a session: adding, reading,
 * searching, changing, deleting and exporting; another person's contacts out of reach.
 * Personal API tokens on the same routes are api-tokens.test.ts'.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const typed = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kavya Menon',
  phoneNumber: '98450 12345',
  email: 'Kavya@Example.com',
  company: 'Menon Exports',
  designation: 'Head of Sales',
  website: 'menon.example.com',
  notes: 'Wants 200 cards for the team',
  tags: ['Expo', 'hot lead'],
  metAt: 'Startup Expo Pune',
  metOn: '2026-11-20',
  followUpOn: '2026-11-30',
  ...overrides,
});

const add = (owner: TestUser, body: unknown) =>
  t.call('POST', '/portfolio/leads', { token: owner.token, body });

async function added(owner: TestUser, body: unknown): Promise<Contact> {
  const res = await add(owner, body);
  if (res.statusCode !== 201) throw new Error(`add failed: ${describeAnswer(res)}`);
  return res.json().result;
}

async function listed(owner: TestUser, query = ''): Promise<Contact[]> {
  const res = await t.call('GET', `/portfolio/leads${query}`, { token: owner.token });
  expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
  return res.json().result;
}

const names = (contacts: Contact[]) => contacts.map((contact) => contact.name);

describe('adding and reading', () => {
  it('stores a typed contact as the shared rules cast it, and answers it whole', async () => {
    const owner = await onboardedUser(t);
    const res = await add(owner, typed());
    expect(res.statusCode).toBe(201);
    const contact = res.json().result as Contact;
    expect(contact).toEqual({
      _id: expect.any(String),
      source: 'typed',
      name: 'Kavya Menon',
      phoneNumber: '+919845012345',
      email: 'kavya@example.com',
      company: 'Menon Exports',
      designation: 'Head of Sales',
      website: 'https://menon.example.com',
      note: null,
      notes: 'Wants 200 cards for the team',
      tags: ['Expo', 'hot lead'],
      metAt: 'Startup Expo Pune',
      metOn: '2026-11-20',
      followUpOn: '2026-11-30',
      photoKey: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const one = await t.call('GET', `/portfolio/leads/${contact._id}`, { token: owner.token });
    expect(one.statusCode).toBe(200);
    expect(one.json().result).toEqual(contact);
    expect(await listed(owner)).toEqual([contact]);
  });

  it('takes today in India when the day they met is left out, and says how it was added', async () => {
    const owner = await onboardedUser(t);
    const before = listDate(new Date().toISOString());
    const contact = await added(owner, {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      source: 'scanned',
    });
    const after = listDate(new Date().toISOString());
    expect([before, after]).toContain(contact.metOn);
    expect(contact).toMatchObject({ source: 'scanned', tags: [], followUpOn: null, notes: null });
  });

  it('refuses what the form refuses, with the shared messages, and stores nothing', async () => {
    const owner = await onboardedUser(t);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [typed({ name: '' }), { name: contactErrors.nameRequired }],
      [typed({ phoneNumber: '', email: '' }), { phoneNumber: contactErrors.contactRequired }],
      [typed({ website: 'not a site' }), { website: contactErrors.websiteInvalid }],
      [
        typed({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
        { tags: contactErrors.tooManyTags },
      ],
      [typed({ followUpOn: '2026-02-30' }), { followUpOn: contactErrors.dayInvalid }],
      [typed({ source: 'shared' }), { source: contactErrors.sourceInvalid }],
    ];
    for (const [body, fields] of cases) {
      const res = await add(owner, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().fields).toMatchObject(fields);
    }
    const unknown = await add(owner, typed({ userId: randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(await listed(owner)).toEqual([]);
  });

  it("keeps a photo only when it is the owner's own upload (404 otherwise)", async () => {
    const owner = await onboardedUser(t);
    const other = await onboardedUser(t);
    const mine = await uploaded(t, owner.token);
    const theirs = await uploaded(t, other.token);
    for (const photoKey of [theirs.key, `portfolios/${owner.id}/${randomUUID()}.jpg`]) {
      const res = await add(owner, typed({ photoKey }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        message: contactErrors.photoNotFound,
        fields: { photoKey: contactErrors.photoNotFound },
      });
    }
    expect(await listed(owner)).toEqual([]);
    const contact = await added(owner, typed({ photoKey: mine.key }));
    expect(contact.photoKey).toBe(mine.key);
    // Changing it to someone else's is refused the same way, and changes nothing.
    const swap = await t.call('PUT', `/portfolio/leads/${contact._id}`, {
      token: owner.token,
      body: typed({ photoKey: theirs.key }),
    });
    expect(swap.statusCode).toBe(404);
    expect((await listed(owner))[0]!.photoKey).toBe(mine.key);
  });

  it('keeps a contact’s photo from the collection of unused uploads, and only while it is kept', async () => {
    const owner = await onboardedUser(t);
    const kept = await uploaded(t, owner.token);
    const dropped = await uploaded(t, owner.token);
    const contact = await added(owner, typed({ photoKey: kept.key }));
    await collectUnusedFiles(t.api.db, t.api.storage, { graceMs: 0 });
    expect((await fetchFile(t, kept.key)).statusCode).toBe(200);
    expect((await fetchFile(t, dropped.key)).statusCode).toBe(404);
    // Cleared from the contact, the photo is unused like any other upload.
    await t.call('PUT', `/portfolio/leads/${contact._id}`, {
      token: owner.token,
      body: typed({ photoKey: null }),
    });
    await collectUnusedFiles(t.api.db, t.api.storage, { graceMs: 0 });
    expect((await fetchFile(t, kept.key)).statusCode).toBe(404);
  });

  it("lists a visitor's shared details as source 'shared', with their message", async () => {
    const owner = await onboardedUser(t);
    const sent = await t.call('POST', `/portfolio/${owner.id}/leads`, {
      body: { name: 'Visitor Vijay', email: 'vijay@example.com', note: 'Call me', consent: true },
      ip: '198.51.100.31',
    });
    expect(sent.statusCode).toBe(201);
    const [contact] = await listed(owner);
    expect(contact).toMatchObject({
      source: 'shared',
      name: 'Visitor Vijay',
      note: 'Call me',
      notes: null,
      tags: [],
      metOn: null,
    });
  });
});

describe('searching and filtering', () => {
  let owner: TestUser;

  beforeAll(async () => {
    owner = await onboardedUser(t);
    await added(
      owner,
      typed({
        name: 'Anil Shah',
        company: 'Shah & Sons',
        tags: ['Supplier'],
        metAt: 'Textile Fair',
      }),
    );
    await added(
      owner,
      typed({
        name: 'Bela Rao',
        designation: 'CTO',
        email: 'bela@rao.example',
        tags: ['investor'],
        metAt: 'textile fair',
        source: 'scanned',
      }),
    );
    await added(
      owner,
      typed({
        name: 'Chirag Jain',
        notes: 'Discount 50%_off asked',
        tags: [],
        metAt: null,
        phoneNumber: '9123456780',
      }),
    );
  });

  it('finds text in any of the fields, in any case', async () => {
    expect(names(await listed(owner, '?q=shah'))).toEqual(['Anil Shah']);
    expect(names(await listed(owner, '?q=cto'))).toEqual(['Bela Rao']);
    expect(names(await listed(owner, '?q=RAO.EXAMPLE'))).toEqual(['Bela Rao']);
    expect(names(await listed(owner, '?q=91234'))).toEqual(['Chirag Jain']);
    expect(names(await listed(owner, '?q=discount'))).toEqual(['Chirag Jain']);
    expect(names(await listed(owner, '?q=TEXTILE'))).toEqual(['Bela Rao', 'Anil Shah']);
  });

  it('reads % and _ as themselves, not as wildcards', async () => {
    expect(names(await listed(owner, `?q=${encodeURIComponent('50%_off')}`))).toEqual([
      'Chirag Jain',
    ]);
    expect(await listed(owner, `?q=${encodeURIComponent('%')}`)).toHaveLength(1);
    expect(await listed(owner, `?q=${encodeURIComponent('_')}`)).toHaveLength(1);
    expect(await listed(owner, `?q=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('filters by a whole tag, a whole event and the source, combined', async () => {
    expect(names(await listed(owner, '?tag=supplier'))).toEqual(['Anil Shah']);
    expect(await listed(owner, '?tag=supp')).toEqual([]);
    expect(names(await listed(owner, `?event=${encodeURIComponent('TEXTILE FAIR')}`))).toEqual([
      'Bela Rao',
      'Anil Shah',
    ]);
    expect(names(await listed(owner, '?source=scanned'))).toEqual(['Bela Rao']);
    expect(names(await listed(owner, '?source=typed&event=Textile%20Fair'))).toEqual(['Anil Shah']);
    expect(await listed(owner, '?source=shared')).toEqual([]);
  });

  it('refuses a filter it does not know, or one too long', async () => {
    for (const query of ['?source=robot', '?sort=name', `?q=${'x'.repeat(101)}`]) {
      const res = await t.call('GET', `/portfolio/leads${query}`, { token: owner.token });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe('changing and deleting', () => {
  it("PUT replaces the whole form: a field left out is cleared; the visitor's note and the source stay", async () => {
    const owner = await onboardedUser(t);
    await t.call('POST', `/portfolio/${owner.id}/leads`, {
      body: { name: 'Visitor Vijay', email: 'vijay@example.com', note: 'Call me', consent: true },
      ip: '198.51.100.32',
    });
    const [shared] = await listed(owner);
    const res = await t.call('PUT', `/portfolio/leads/${shared!._id}`, {
      token: owner.token,
      body: {
        name: 'Vijay Patil',
        phoneNumber: '9876501234',
        tags: ['follow'],
        followUpOn: '2026-12-01',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      _id: shared!._id,
      source: 'shared',
      name: 'Vijay Patil',
      phoneNumber: '+919876501234',
      email: null,
      note: 'Call me',
      tags: ['follow'],
      followUpOn: '2026-12-01',
      createdAt: shared!.createdAt,
    });
    expect(Date.parse(res.json().result.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(shared!.updatedAt),
    );
    expect(await listed(owner)).toEqual([res.json().result]);
  });

  it('answers 404 for an unknown or malformed id, and changes nothing', async () => {
    const owner = await onboardedUser(t);
    const contact = await added(owner, typed());
    for (const id of [randomUUID(), 'not-a-uuid']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.call(method, `/portfolio/leads/${id}`, {
          token: owner.token,
          ...(method === 'PUT' && { body: typed({ name: 'Changed Name' }) }),
        });
        expect({ id, method, status: res.statusCode }).toEqual({ id, method, status: 404 });
        expect(res.json().message).toBe(leadErrors.notFound);
      }
    }
    expect(await listed(owner)).toEqual([contact]);
  });

  it('DELETE removes it, once', async () => {
    const owner = await onboardedUser(t);
    const contact = await added(owner, typed());
    const res = await t.call('DELETE', `/portfolio/leads/${contact._id}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ deleted: true });
    expect(await listed(owner)).toEqual([]);
    const again = await t.call('DELETE', `/portfolio/leads/${contact._id}`, { token: owner.token });
    expect(again.statusCode).toBe(404);
  });
});

describe("another person's contacts", () => {
  it('are unreachable on every route: 404 as a missing one, and nothing of theirs changes', async () => {
    const owner = await onboardedUser(t);
    const stranger = await registerUser(t, 'Stranger Danger');
    const contact = await added(owner, typed());
    const as = { token: stranger.token };
    expect((await t.call('GET', `/portfolio/leads/${contact._id}`, as)).statusCode).toBe(404);
    const put = await t.call('PUT', `/portfolio/leads/${contact._id}`, {
      ...as,
      body: typed({ name: 'Hijacked Name' }),
    });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', `/portfolio/leads/${contact._id}`, as)).statusCode).toBe(404);
    expect(await listed(stranger)).toEqual([]);
    const csv = await t.call('GET', '/portfolio/leads/export?format=csv', as);
    expect(csv.body).not.toContain('Kavya');
    expect(await listed(owner)).toEqual([contact]);
  });

  it('answer 401 without a session, before any body is read', async () => {
    for (const [method, path] of [
      ['GET', '/portfolio/leads'],
      ['POST', '/portfolio/leads'],
      ['GET', '/portfolio/leads/export?format=csv'],
      ['GET', `/portfolio/leads/${randomUUID()}`],
      ['PUT', `/portfolio/leads/${randomUUID()}`],
      ['DELETE', `/portfolio/leads/${randomUUID()}`],
    ] as const) {
      const res = await t.call(method, path, { ...(method !== 'GET' && { body: typed() }) });
      expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 401 });
    }
  });
});

describe('export', () => {
  let owner: TestUser;
  let contacts: Contact[];

  beforeAll(async () => {
    owner = await onboardedUser(t);
    await added(
      owner,
      typed({
        name: 'Asha Devi Rao',
        company: '=HYPERLINK("https://evil.example","click")',
        notes: 'Line one\nline "two", with a comma',
        tags: ['Expo, 2026', 'vip'],
      }),
    );
    await added(
      owner,
      typed({ name: 'Mohan', email: '', phoneNumber: '+91 99887 76655', website: '', tags: [] }),
    );
    contacts = await listed(owner);
  });

  it("writes Google Contacts' CSV, read back by papaparse: one row a contact, formulas defused", async () => {
    const res = await t.call('GET', '/portfolio/leads/export?format=csv', { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tapfolio-contacts.csv"');
    expect(res.body.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(res.body, {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...GOOGLE_CONTACTS_CSV_HEADER]);
    const [mohan, asha] = parsed.data;
    expect(asha).toMatchObject({
      'First Name': 'Asha Devi',
      'Last Name': 'Rao',
      'Organization Name': `'=HYPERLINK("https://evil.example","click")`,
      'Organization Title': 'Head of Sales',
      Labels: 'Expo, 2026 ::: vip',
      'E-mail 1 - Value': 'kavya@example.com',
      'Phone 1 - Value': '+919845012345',
      'Website 1 - Value': 'https://menon.example.com',
    });
    expect(asha!.Notes).toBe(
      [
        'Line one\nline "two", with a comma',
        'Met at Startup Expo Pune',
        'Met on 2026-11-20',
        'Follow up on 2026-11-30',
      ].join('\n'),
    );
    // A phone number starting with + stays a number, not a defused formula.
    expect(mohan).toMatchObject({
      'First Name': 'Mohan',
      'Last Name': '',
      'E-mail 1 - Label': '',
      'E-mail 1 - Value': '',
      'Phone 1 - Label': 'Mobile',
      'Phone 1 - Value': '+919988776655',
      'Website 1 - Value': '',
    });
  });

  it("writes the notes' lines in the language asked for", async () => {
    const res = await t.call('GET', '/portfolio/leads/export?format=csv', {
      token: owner.token,
      headers: { 'accept-language': 'hi' },
    });
    const rows = Papa.parse<Record<string, string>>(res.body, { header: true }).data;
    expect(rows[1]!.Notes).toContain('Startup Expo Pune में मिले');
  });

  it('writes every contact as a vCard in one file, read back by ical.js', async () => {
    const res = await t.call('GET', '/portfolio/leads/export?format=vcf', { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tapfolio-contacts.vcf"');
    const cards = (ICAL.parse(res.body) as unknown[][]).map((jcard) => new ICAL.Component(jcard));
    expect(cards).toHaveLength(2);
    const [mohan, asha] = cards;
    expect(asha!.getFirstPropertyValue('fn')).toBe('Asha Devi Rao');
    expect(asha!.getFirstPropertyValue('n')).toEqual(['Rao', 'Asha Devi', '', '', '']);
    expect(asha!.getFirstPropertyValue('org')).toBe('=HYPERLINK("https://evil.example","click")');
    expect(asha!.getFirstPropertyValue('title')).toBe('Head of Sales');
    expect(asha!.getFirstPropertyValue('email')).toBe('kavya@example.com');
    expect(asha!.getFirstPropertyValue('tel')).toBe('+919845012345');
    expect(asha!.getFirstPropertyValue('url')).toBe('https://menon.example.com');
    expect(asha!.getFirstProperty('categories')!.getValues()).toEqual(['Expo, 2026', 'vip']);
    expect(asha!.getFirstPropertyValue('note')).toContain('line "two", with a comma\nMet at');
    expect(asha!.getFirstPropertyValue('uid')).toBe(`urn:uuid:${contacts[1]!._id}`);
    expect(mohan!.getFirstPropertyValue('fn')).toBe('Mohan');
    expect(mohan!.getFirstProperty('email')).toBeNull();
  });

  it('refuses a format it does not make', async () => {
    for (const query of ['', '?format=xlsx', '?format=csv&x=1']) {
      const res = await t.call('GET', `/portfolio/leads/export${query}`, { token: owner.token });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe('generated bodies', () => {
  const send = (
    owner: TestUser,
    method: 'POST' | 'PUT',
    url: string,
    payload: string,
    type: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': type },
      payload,
    });

  it('are never answered 5xx, always in the envelope, and what is kept passes the form', async () => {
    const owner = await onboardedUser(t);
    const target = await added(owner, typed());
    await fc.assert(
      fc.asyncProperty(bodiesFor(typed({ source: 'scanned' })), async (body) => {
        const res = await send(owner, 'POST', '/portfolio/leads', body.payload, body.contentType);
        if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
        const problem = envelopeProblem(res);
        if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
      }),
      { numRuns: 40, seed: 31 },
    );
    await fc.assert(
      fc.asyncProperty(bodiesFor(typed()), async (body) => {
        const url = `/portfolio/leads/${target._id}`;
        const res = await send(owner, 'PUT', url, body.payload, body.contentType);
        if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
        const problem = envelopeProblem(res);
        if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
      }),
      { numRuns: 40, seed: 31 },
    );
    for (const contact of await listed(owner)) {
      await expect(contactFormSchema.validate(toForm(contact))).resolves.toBeDefined();
    }
  }, 60_000);

  it('over the body limit are refused with 413, unread, and nothing changes', async () => {
    const owner = await onboardedUser(t);
    const contact = await added(owner, typed());
    const big = oversize();
    for (const [method, url] of [
      ['POST', '/portfolio/leads'],
      ['PUT', `/portfolio/leads/${contact._id}`],
    ] as const) {
      const res = await send(owner, method, url, big.payload, big.contentType);
      expect({ method, status: res.statusCode }).toEqual({ method, status: 413 });
      expect(envelopeProblem(res)).toBeNull();
    }
    expect(await listed(owner)).toEqual([contact]);
  });
});

/** A stored contact as the form would send it back. */
function toForm(contact: Contact): Record<string, unknown> {
  const { name, phoneNumber, email, company, designation, website, notes, tags } = contact;
  const { metAt, metOn, followUpOn, photoKey } = contact;
  const form = { name, phoneNumber, email, company, designation, website, notes, tags, metAt };
  return { ...form, metOn, followUpOn, photoKey };
}
