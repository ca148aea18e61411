import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import {
  LEAD_NOTE_MAX_LENGTH,
  leadErrors,
  leadTexts,
  portfolioErrors,
  type Lead,
} from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { onboardedUser, type TestUser } from './helpers/users.js';
import { describeAnswer, envelopeProblem } from './support/envelope.js';
import { bodiesFor } from './support/fuzz-bodies.js';

/** Low limits, so the tests reach them; every other test uses its own address and card. */
const PER_ADDRESS = 3;
const PER_CARD = 6;
const FUZZ_CARDS = 5;
const GENEROUS = { max: 1000, timeWindowMs: 60_000 };

let t: TestApp;
let n = 0;
const ip = () => `198.51.100.${(n++ % 250) + 1}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kiran Shah',
  phoneNumber: '98765 43210',
  email: 'Kiran@Example.com',
  company: 'Shah Traders',
  note: 'We met at the expo.',
  consent: true,
  ...overrides,
});

const send = (card: TestUser, body: unknown, from = ip()) =>
  t.call('POST', `/portfolio/${card.id}/leads`, { body, ip: from });

const sendForm = (card: TestUser | string, form: Record<string, string>, from = ip()) =>
  t.call('POST', `/portfolio/${typeof card === 'string' ? card : card.id}/leads`, {
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ip: from,
  });

const leadsOf = async (owner: TestUser): Promise<Lead[]> => {
  const res = await t.call('GET', '/portfolio/leads', { token: owner.token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: Lead[] }).result;
};

/** The owner's mails, quoted-printable soft breaks joined. */
/** The lead mails the owner got (not the verification link their sign-up sent). */
const mailsTo = async (owner: TestUser) =>
  (await t.mails())
    .map((mail) => mail.replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(`To: ${owner.email}`))
    .filter((mail) => !mail.includes('Subject: Verify your Tapfolio e-mail'));

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      login: GENEROUS,
      register: GENEROUS,
      forgotPassword: GENEROUS,
      passwordGuesses: GENEROUS,
      leadsPerAddress: { max: PER_ADDRESS, timeWindowMs: 60_000 },
      leadsPerCard: { max: PER_CARD, timeWindowMs: 60_000 },
      orders: GENEROUS,
      qrCodes: GENEROUS,
    },
  });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /portfolio/:userId/leads as JSON', () => {
  it('stores the contact, answers 201 and mails the owner', async () => {
    const owner = await onboardedUser(t, 'Meera Iyer');
    const res = await send(owner, valid({ note: 'Call me <b>after</b> 5 & "soon"' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, result: { sent: true } });

    const [lead] = await leadsOf(owner);
    expect(lead).toMatchObject({
      name: 'Kiran Shah',
      phoneNumber: '+919876543210',
      email: 'kiran@example.com',
      company: 'Shah Traders',
      note: 'Call me <b>after</b> 5 & "soon"',
    });
    expect(Number.isNaN(Date.parse(lead!.createdAt))).toBe(false);

    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain(`Subject: ${leadTexts.mailSubject('Kiran Shah')}`);
    expect(mail).toContain('+919876543210');
    expect(mail).toContain('kiran@example.com');
    expect(mail).toContain('under Contacts in your Tapfolio editor');
    // The HTML part carries the note escaped, never as markup.
    expect(mail).toContain('Call me &lt;b&gt;after&lt;/b&gt; 5 &amp; &quot;soon&quot;');
    expect(mail).not.toContain('<b>after</b> 5 &amp;');
  });

  it('refuses without consent, and stores and mails nothing', async () => {
    const owner = await onboardedUser(t);
    const withoutConsent: Record<string, unknown> = valid();
    delete withoutConsent.consent;
    for (const body of [valid({ consent: false }), withoutConsent, valid({ consent: 'maybe' })]) {
      const res = await send(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ consent: leadErrors.consentRequired });
    }
    expect(await leadsOf(owner)).toEqual([]);
    expect(await mailsTo(owner)).toEqual([]);
  });

  it('checks the fields with the shared rules', async () => {
    const owner = await onboardedUser(t);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [valid({ name: '' }), { name: leadErrors.nameRequired }],
      [valid({ name: 'K' }), { name: leadErrors.nameTooShort }],
      [
        valid({ phoneNumber: undefined, email: undefined }),
        { phoneNumber: leadErrors.contactRequired },
      ],
      [valid({ email: 'not-an-email' }), { email: leadErrors.emailInvalid }],
      [valid({ note: 'x'.repeat(LEAD_NOTE_MAX_LENGTH + 1) }), { note: leadErrors.noteTooLong }],
    ];
    for (const [body, fields] of cases) {
      const res = await send(owner, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().fields).toMatchObject(fields);
    }
    const unknown = await send(owner, valid({ isAdmin: true }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('isAdmin');
    // One of phone or e-mail is enough.
    expect((await send(owner, valid({ phoneNumber: undefined }))).statusCode).toBe(201);
    expect(await leadsOf(owner)).toHaveLength(1);
  });

  it('answers a filled honeypot as a success, but keeps and mails nothing', async () => {
    const owner = await onboardedUser(t);
    const res = await send(owner, valid({ website: 'https://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, result: { sent: true } });
    expect(await leadsOf(owner)).toEqual([]);
    expect(await mailsTo(owner)).toEqual([]);
    // Left empty, as people leave it, it is no trap.
    expect((await send(owner, valid({ website: '' }))).statusCode).toBe(201);
    expect(await leadsOf(owner)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed card, and for a person without a card', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '0']) {
      const res = await t.call('POST', `/portfolio/${id}/leads`, { body: valid(), ip: ip() });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(portfolioErrors.notFound);
    }
    const register = await t.call('POST', '/user/register', {
      body: { name: 'No Card', email: `nocard-${randomUUID()}@example.com`, password: 'Secret123' },
    });
    const { userId } = register.json().result as { userId: string };
    const res = await t.call('POST', `/portfolio/${userId}/leads`, { body: valid(), ip: ip() });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an oversize body with 413, unread', async () => {
    const owner = await onboardedUser(t);
    const big = JSON.stringify(valid({ note: 'x'.repeat(70 * 1024) }));
    const res = await t.call('POST', `/portfolio/${owner.id}/leads`, {
      body: big,
      headers: { 'content-type': 'application/json' },
      ip: ip(),
    });
    expect(res.statusCode).toBe(413);
    const form = await sendForm(owner, { name: 'Kiran', note: 'x'.repeat(70 * 1024) });
    expect(form.statusCode).toBe(413);
    expect(await leadsOf(owner)).toEqual([]);
  });
});

describe('POST /portfolio/:userId/leads as the card form (no JavaScript)', () => {
  it('stores it and sends the visitor back to the card at #details-sent', async () => {
    const owner = await onboardedUser(t);
    const handle = `form.${randomUUID().slice(0, 8)}`;
    const set = await t.call('PATCH', '/portfolio/handle', {
      token: owner.token,
      body: { handle },
    });
    expect(set.statusCode).toBe(200);
    const res = await sendForm(owner, {
      name: 'Kiran Shah',
      phoneNumber: '',
      email: 'kiran@example.com',
      company: '',
      note: '',
      website: '',
      consent: 'on',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`https://tapfolio.test/@${handle}#details-sent`);
    const [lead] = await leadsOf(owner);
    expect(lead).toMatchObject({ name: 'Kiran Shah', email: 'kiran@example.com', company: null });
    expect(await mailsTo(owner)).toHaveLength(1);
  });

  it('sends it back at #details-invalid when the form is not valid, and stores nothing', async () => {
    const owner = await onboardedUser(t);
    const card = `https://tapfolio.test/portfolio/${owner.id}`;
    const unticked = await sendForm(owner, { name: 'Kiran Shah', email: 'kiran@example.com' });
    expect(unticked.statusCode).toBe(303);
    expect(unticked.headers.location).toBe(`${card}#details-invalid`);
    const noContact = await sendForm(owner, { name: 'Kiran Shah', consent: 'on' });
    expect(noContact.headers.location).toBe(`${card}#details-invalid`);
    const inherited = await sendForm(owner, { ...valid(), consent: 'on', constructor: 'x' });
    expect(inherited.headers.location).toBe(`${card}#details-invalid`);
    expect(await leadsOf(owner)).toEqual([]);
  });

  it('sends a filled honeypot to #details-sent, keeping nothing', async () => {
    const owner = await onboardedUser(t);
    const res = await sendForm(owner, {
      name: 'Bot',
      email: 'bot@example.com',
      consent: 'on',
      website: 'https://spam.example',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`https://tapfolio.test/portfolio/${owner.id}#details-sent`);
    expect(await leadsOf(owner)).toEqual([]);
    expect(await mailsTo(owner)).toEqual([]);
  });

  it('answers an unknown card 404 in the envelope', async () => {
    const res = await sendForm(randomUUID(), { name: 'Kiran', email: 'k@example.com' });
    expect(res.statusCode).toBe(404);
    expect(envelopeProblem(res, 'api')).toBeNull();
  });
});

describe('rate limits', () => {
  it(`lets one address send ${PER_ADDRESS}, then answers 429`, async () => {
    const owner = await onboardedUser(t);
    const from = ip();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await send(owner, valid(), from)).statusCode).toBe(201);
    }
    const refused = await send(owner, valid(), from);
    expect(refused.statusCode).toBe(429);
    expect(envelopeProblem(refused, 'api')).toBeNull();
    // The form gets the same refusal; another address is not held back.
    expect((await sendForm(owner, { name: 'Kiran' }, from)).statusCode).toBe(429);
    expect((await send(owner, valid())).statusCode).toBe(201);
    expect(await leadsOf(owner)).toHaveLength(PER_ADDRESS + 1);
    // Counted per card too: another visitor behind the same carrier address reaches another card.
    const other = await onboardedUser(t, 'Another Owner');
    expect((await send(other, valid(), from)).statusCode).toBe(201);
  });

  it(`lets one card be sent ${PER_CARD} from any addresses, then answers 429`, async () => {
    const owner = await onboardedUser(t);
    const other = await onboardedUser(t);
    for (let i = 0; i < PER_CARD; i++) {
      expect((await send(owner, valid())).statusCode).toBe(201);
    }
    const from = ip();
    expect((await send(owner, valid(), from)).statusCode).toBe(429);
    // The same new address may still write to another card.
    expect((await send(other, valid(), from)).statusCode).toBe(201);
    expect(await leadsOf(owner)).toHaveLength(PER_CARD);
  });
});

describe("the owner's contacts", () => {
  it('GET lists only the caller’s contacts, newest first', async () => {
    const owner = await onboardedUser(t);
    const other = await onboardedUser(t);
    for (const name of ['First Visitor', 'Second Visitor', 'Third Visitor']) {
      expect((await send(owner, valid({ name }))).statusCode).toBe(201);
    }
    expect((await send(other, valid({ name: 'Someone Else' }))).statusCode).toBe(201);
    const names = (await leadsOf(owner)).map((lead) => lead.name);
    expect(names).toEqual(['Third Visitor', 'Second Visitor', 'First Visitor']);
    expect((await leadsOf(other)).map((lead) => lead.name)).toEqual(['Someone Else']);
  });

  it('DELETE removes one of the caller’s; another person’s or an unknown one is 404', async () => {
    const owner = await onboardedUser(t);
    const other = await onboardedUser(t);
    await send(owner, valid({ name: 'Mine To Delete' }));
    await send(other, valid({ name: 'Not Yours' }));
    const [mine] = await leadsOf(owner);
    const [theirs] = await leadsOf(other);

    for (const id of [theirs!._id, randomUUID(), 'not-a-uuid']) {
      const res = await t.call('DELETE', `/portfolio/leads/${id}`, { token: owner.token });
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
      expect(res.json().message).toBe(leadErrors.notFound);
    }
    expect((await leadsOf(other)).map((lead) => lead._id)).toEqual([theirs!._id]);

    const res = await t.call('DELETE', `/portfolio/leads/${mine!._id}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ deleted: true });
    expect(await leadsOf(owner)).toEqual([]);
    const again = await t.call('DELETE', `/portfolio/leads/${mine!._id}`, { token: owner.token });
    expect(again.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const owner = await onboardedUser(t);
    await send(owner, valid());
    const [lead] = await leadsOf(owner);
    expect((await t.call('GET', '/portfolio/leads')).statusCode).toBe(401);
    expect((await t.call('DELETE', `/portfolio/leads/${lead!._id}`)).statusCode).toBe(401);
    expect(await leadsOf(owner)).toHaveLength(1);
  });
});

it('a fuzzed body is never answered 5xx, always in the envelope, and what is kept is valid', async () => {
  // A fresh address each time, and a card's limit never met: every body is read.
  const cards: TestUser[] = [];
  for (let i = 0; i < FUZZ_CARDS; i++) cards.push(await onboardedUser(t));
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(bodiesFor(valid({ website: '' })), async (body) => {
      const owner = cards[Math.floor(sent++ / PER_CARD)]!;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/portfolio/${owner.id}/leads`,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
        remoteAddress: ip(),
      });
      if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
      const problem = envelopeProblem(res, 'api');
      if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
    }),
    { numRuns: FUZZ_CARDS * PER_CARD, seed: 13 },
  );
  expect(sent).toBe(FUZZ_CARDS * PER_CARD);
  for (const owner of cards) {
    for (const lead of await leadsOf(owner)) {
      expect(lead.name.length).toBeGreaterThan(1);
      expect(lead.phoneNumber ?? lead.email).toBeTruthy();
    }
  }
}, 120_000);
