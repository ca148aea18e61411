import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import ICAL from 'ical.js';
import {
  LANGUAGE_INVALID_MESSAGE,
  confirmNewEmailMailTexts,
  emailChangeRequestedMailTexts,
  emailVerificationTexts,
  invitationMailTexts,
  languageErrors,
  leadMailTexts,
  loadCatalogue,
  localizeTexts,
  orderMailTexts,
  resetPasswordMail,
  serverErrors,
  translateText,
  validationMessages,
  type LoadedCatalogue,
} from 'shared-contracts';
import { loadCatalogues, textsIn } from '../src/lib/language.js';
import { leadEmail } from '../src/modules/leads/lead-email.js';
import { orderEmail } from '../src/modules/orders/order-emails.js';
import { invitationMail } from '../src/modules/teams/invitation-mail.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';
import { bodiesFor, oversize } from './support/fuzz-bodies.js';

/** Issue 30: the API speaks the request's language, and mails in the person's. */
describe('the API in the person\u2019s language', () => {
  let t: TestApp;
  let hi: LoadedCatalogue;
  let ta: LoadedCatalogue;
  beforeAll(async () => {
    t = await createTestApp();
    [hi, ta] = await Promise.all([loadCatalogue('hi'), loadCatalogue('ta')]);
  });
  afterAll(() => t.close());

  const profileOf = async (user: TestUser) =>
    (await t.call('GET', '/user/profile', { token: user.token })).json().result;
  const setLanguage = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
    t.call('PUT', '/user/language', { token: user.token, body, headers });
  const badName = (user: TestUser, headers: Record<string, string>) =>
    t.call('PATCH', '/user/change-username', {
      token: user.token,
      body: { name: 'R2D2' },
      headers,
    });

  it('answers a validation error in Hindi or Tamil, its code and status as in English', async () => {
    const user = await registerUser(t);
    const english = await badName(user, {});
    expect(english.statusCode).toBe(400);
    const nameInvalid = validationMessages.nameInvalid;
    expect(english.json()).toEqual({
      success: false,
      message: nameInvalid,
      code: 'VALIDATION_ERROR',
      fields: { name: nameInvalid },
    });
    for (const [header, catalogue, script] of [
      ['hi-IN,hi;q=0.9,en;q=0.8', hi, /[\u0900-\u097F]/],
      ['ta', ta, /[\u0B80-\u0BFF]/],
    ] as const) {
      const res = await badName(user, { 'accept-language': header });
      const translated = translateText(nameInvalid, catalogue);
      expect(translated).not.toBe(nameInvalid);
      expect(translated).toMatch(script);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({
        success: false,
        message: translated,
        code: 'VALIDATION_ERROR',
        fields: { name: translated },
      });
    }
  });

  it('leaves English answers as they were, byte for byte, whatever else the header asks', async () => {
    const user = await registerUser(t);
    const plain = await badName(user, {});
    for (const header of ['en', 'en-IN,en;q=0.9', 'fr-FR,de;q=0.5', 'hi;q=0', '*', '']) {
      const res = await badName(user, { 'accept-language': header });
      expect(res.body).toBe(plain.body);
    }
    const missing = await t.call('GET', '/no-such-thing');
    expect(missing.json().message).toBe('No such endpoint: GET /api/v1/no-such-thing');
  });

  it("translates the API's own messages, placeholders and all", async () => {
    const user = await registerUser(t);
    const unknown = await t.call('PATCH', '/user/change-username', {
      token: user.token,
      body: '{"name":"Asha Rao","toString":1}',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      message: localizeTexts(serverErrors, hi).unknownFields('toString'),
      code: 'VALIDATION_ERROR',
    });
    expect(unknown.json().message).toMatch(/^अनजान फ़ील्ड: toString$/);

    const notJson = await t.call('PATCH', '/user/change-username', {
      token: user.token,
      body: '{"name":',
      headers: { 'content-type': 'application/json', 'accept-language': 'ta' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      success: false,
      message: translateText(serverErrors.invalidJson, ta),
      code: 'INVALID_JSON',
    });

    const missing = await t.call('GET', '/no-such-thing', { headers: { 'accept-language': 'ta' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      message: localizeTexts(serverErrors, ta).noSuchEndpoint('GET', '/api/v1/no-such-thing'),
      code: 'NOT_FOUND',
    });

    const signedOut = await t.call('GET', '/user/profile', {
      headers: { 'accept-language': 'hi' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(translateText('Please sign in to continue', hi));
    expect(signedOut.json().message).not.toBe('Please sign in to continue');
  });

  it('keeps the language of sign-up, shows it in the profile, and changes only the caller\u2019s', async () => {
    const english = await registerUser(t);
    expect((await profileOf(english)).language).toBe('en');
    const email = `tamil-${Date.now()}@example.com`;
    const signup = await t.call('POST', '/user/register', {
      body: { name: 'Kavya Raman', email, password: 'Secret123' },
      headers: { 'accept-language': 'ta-IN,ta;q=0.9' },
    });
    expect(signup.statusCode).toBe(201);
    const tamil: TestUser = {
      id: signup.json().result.userId,
      email,
      name: 'Kavya Raman',
      token: signup.json().result.token,
    };
    expect((await profileOf(tamil)).language).toBe('ta');

    // A success's message follows the request's language too; its result stays as stored.
    const renamed = await t.call('PATCH', '/user/change-username', {
      token: english.token,
      body: { name: 'Asha Rao' },
      headers: { 'accept-language': 'ta' },
    });
    expect(renamed.json()).toMatchObject({
      success: true,
      message: translateText('Name updated successfully.', ta),
      result: { name: 'Asha Rao' },
    });
    expect(renamed.json().message).not.toBe('Name updated successfully.');
    const changed = await setLanguage(english, { language: 'bn' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, result: { language: 'bn' } });
    expect((await profileOf(english)).language).toBe('bn');
    // Another account's token changes that account's language, never this one's.
    expect((await setLanguage(tamil, { language: 'mr' })).statusCode).toBe(200);
    expect((await profileOf(english)).language).toBe('bn');
    expect((await profileOf(tamil)).language).toBe('mr');
    // Without a token: 401, nothing changed.
    const anonymous = await t.call('PUT', '/user/language', { body: { language: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await profileOf(english)).language).toBe('bn');
  });

  it('refuses a language it does not speak with the message, in the request\u2019s language, and changes nothing', async () => {
    const user = await registerUser(t);
    for (const language of ['fr', 'HI', 'hi-IN', '', null, 7, ['hi'], { hi: true }]) {
      const res = await setLanguage(user, { language });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: LANGUAGE_INVALID_MESSAGE,
        code: 'VALIDATION_ERROR',
        fields: { language: LANGUAGE_INVALID_MESSAGE },
      });
    }
    const inHindi = await setLanguage(user, { language: 'xx' }, { 'accept-language': 'hi' });
    expect(inHindi.json().message).toBe(localizeTexts(languageErrors, hi).invalid);
    expect(inHindi.json().message).not.toBe(LANGUAGE_INVALID_MESSAGE);
    expect((await setLanguage(user, {})).statusCode).toBe(400);
    const extra = await setLanguage(user, { language: 'hi', role: 'admin' });
    expect(extra.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Unknown field(s): role',
    });
    // yup's unknown-fields message, said again from the field's name.
    const extraInTamil = await setLanguage(
      user,
      { language: 'hi', role: 'admin' },
      { 'accept-language': 'ta' },
    );
    expect(extraInTamil.statusCode).toBe(400);
    expect(extraInTamil.json().message).toBe(localizeTexts(serverErrors, ta).unknownFields('role'));
    expect(await profileOf(user)).toMatchObject({ language: 'en', role: 'user' });
  });

  it('answers a fuzzed or oversize body in the envelope, never a 5xx, and keeps a known language', async () => {
    const user = await registerUser(t);
    await fc.assert(
      fc.asyncProperty(bodiesFor({ language: 'ta' }), async (body) => {
        const res = await t.call('PUT', '/user/language', {
          token: user.token,
          body: body.payload,
          headers: { 'content-type': body.contentType, 'accept-language': 'bn' },
        });
        expect(res.statusCode).toBeLessThan(500);
        const answer = res.json();
        expect(typeof answer.success).toBe('boolean');
        expect(['en', 'hi', 'bn', 'mr', 'ta']).toContain((await profileOf(user)).language);
      }),
      { numRuns: 60 },
    );
    const big = oversize();
    const res = await t.call('PUT', '/user/language', {
      token: user.token,
      body: big.payload,
      headers: { 'content-type': big.contentType },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: serverErrors.bodyTooLarge,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
  });

  it("mails a Hindi account's reset link in Hindi: the subject RFC 2047-encoded, the body UTF-8", async () => {
    const user = await registerUser(t, 'आशा राव');
    expect((await setLanguage(user, { language: 'hi' })).statusCode).toBe(200);
    // The person's stored language, whatever the request that asked for it speaks.
    const asked = await t.call('PATCH', '/user/forget-password', { body: { email: user.email } });
    expect(asked.statusCode).toBe(200);
    const eml = (await t.mails()).filter((m) => m.includes(`To: ${user.email}`)).at(-1)!;
    const texts = localizeTexts(resetPasswordMail, hi);
    expect(texts.subject).toMatch(/[\u0900-\u097F]/);

    const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(eml)![1]!;
    // Only ASCII on the wire: encoded words, each UTF-8 in base64 or quoted-printable.
    expect(header).toMatch(/^[\x20-\x7E\r\n\t]+$/);
    const words = [...header.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
    expect(words.length).toBeGreaterThan(0);
    const decoded = Buffer.concat(
      words.map(([, kind, text]) =>
        kind!.toUpperCase() === 'B'
          ? Buffer.from(text!, 'base64')
          : Buffer.from(
              text!
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ),
      ),
    ).toString('utf8');
    expect(decoded).toBe(texts.subject);

    const parts = bodyParts(eml);
    const text = parts.get('text/plain')!;
    const html = parts.get('text/html')!;
    expect(text).toContain('नमस्ते आशा राव,');
    expect(text).toContain(texts.requestReceived);
    expect(text).toContain(texts.openWithin);
    expect(text).toMatch(/https:\/\/tapfolio\.test\/reset-password#t=/);
    expect(html).toContain('<p>नमस्ते आशा राव,</p>');
    expect(html).toContain(`">${texts.linkLabel}</a> ${texts.linkWorks}</p>`);
    expect(text).not.toContain('Reset your Tapfolio password');
  });

  it('says a success with placeholders in the request’s language, and mails the change in the account’s', async () => {
    const user = await registerUser(t);
    expect((await setLanguage(user, { language: 'ta' })).statusCode).toBe(200);
    const newEmail = `new-${Date.now()}@example.com`;
    const res = await t.call('PATCH', '/user/change-email', {
      token: user.token,
      body: { currentEmail: user.email, newEmail, currentPassword: 'Secret123' },
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: { pendingEmail: newEmail },
      message: localizeTexts(emailVerificationTexts, hi).changeLinkSent(newEmail),
    });
    expect(res.json().message).not.toBe(emailVerificationTexts.changeLinkSent(newEmail));
    // Both mails in the account's Tamil, whatever the request spoke.
    const mails = await t.mails();
    const toNew = mails.filter((m) => m.includes(`To: ${newEmail}`)).at(-1)!;
    const toOld = mails.filter((m) => m.includes(`To: ${user.email}`)).at(-1)!;
    expect(bodyParts(toNew).get('text/plain')).toContain(
      localizeTexts(confirmNewEmailMailTexts, ta).openWithin,
    );
    expect(bodyParts(toOld).get('text/plain')).toContain(
      localizeTexts(emailChangeRequestedMailTexts, ta).asked(newEmail),
    );
  });

  it('mails an English account in English, as before', async () => {
    const user = await registerUser(t);
    await t.call('PATCH', '/user/forget-password', {
      body: { email: user.email },
      headers: { 'accept-language': 'ta' },
    });
    const eml = (await t.mails()).filter((m) => m.includes(`To: ${user.email}`)).at(-1)!;
    expect(eml).toContain('Subject: Reset your Tapfolio password');
    const text = bodyParts(eml).get('text/plain')!;
    expect(text).toContain(
      'Hi Asha Rao,\n\nWe received a request to reset the password of your Tapfolio account.\n' +
        'Open this link within 1 hour to choose a new password:\n',
    );
  });

  it('gives a card whose owner writes a Tamil name as correct UTF-8: its JSON and its vCard', async () => {
    const owner = await onboardedUser(t);
    const name = 'கவியா ராமன்';
    const about = 'நான் ஒரு வடிவமைப்பாளர். சென்னையில் வசிக்கிறேன்.';
    const saved = await t.call('PATCH', '/portfolio', {
      token: owner.token,
      body: {
        personalInfo: {
          name,
          email: 'kavya@example.com',
          phoneNumber: '9876543210',
          whatsappNumber: '9123456780',
        },
        workInfo: {
          companyName: 'தமிழ் டிசைன்ஸ்',
          designation: 'நிறுவனர்',
          workEmail: 'work@example.com',
          primaryWebsite: '',
          secondaryWebsite: '',
        },
        about: { heading: 'என்னைப் பற்றி', description: about },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const json = await t.call('GET', `/portfolio/${owner.id}`, {
      headers: { 'accept-language': 'ta' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const raw = json.rawPayload;
    // Valid UTF-8 that decodes to the name as written, not \u escapes or mojibake.
    expect(new TextDecoder('utf-8', { fatal: true }).decode(raw)).toContain(`"${name}"`);
    expect(raw.includes(Buffer.from(name, 'utf8'))).toBe(true);
    expect(json.json().result.portfolio.personalInfo.name).toBe(name);
    expect(json.json().result.portfolio.about.description).toBe(about);

    const res = await t.call('GET', `/portfolio/${owner.id}/vcard`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    new TextDecoder('utf-8', { fatal: true }).decode(res.rawPayload);
    // Folded lines stay within 75 octets and never split a character (RFC 6350, 3.2).
    for (const line of res.rawPayload.toString('utf8').split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const contact = new ICAL.Component(ICAL.parse(res.rawPayload.toString('utf8')) as unknown[]);
    expect(contact.getFirstPropertyValue('fn')).toBe(name);
    expect(contact.getFirstPropertyValue('title')).toBe('நிறுவனர்');
    expect(JSON.stringify(contact.getFirstPropertyValue('org'))).toContain('தமிழ் டிசைன்ஸ்');
  });
});

/** The .eml's text and HTML parts, decoded (quoted-printable or base64, UTF-8). */
function bodyParts(eml: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const chunk of eml.split(/\r\n--[^\r\n]+/)) {
    const match =
      /Content-Type: (text\/(?:plain|html))[^]*?Content-Transfer-Encoding: ([\w-]+)\r\n\r\n([^]*)$/i.exec(
        chunk,
      );
    if (!match) continue;
    const [, type, encoding, body] = match;
    const bytes =
      encoding!.toLowerCase() === 'base64'
        ? Buffer.from(body!, 'base64')
        : Buffer.from(
            body!
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          );
    parts.set(type!, bytes.toString('utf8').replace(/\r\n/g, '\n'));
  }
  return parts;
}

describe("the mails to a person, in the person's language", () => {
  beforeAll(() => loadCatalogues());

  it('writes an order mail in Tamil with the same amount, code and links, values escaped', async () => {
    const order = {
      id: '7d1f2a3b-0000-4000-8000-000000000001',
      code: 'TF-1234',
      totalPaise: 1_00_000_00,
      courier: 'Delhivery <b>',
      tracking: 'AWB123',
      cancelReason: null,
    };
    const english = orderEmail(
      'shipped',
      { email: 'a@example.com', name: 'Asha' },
      order,
      'https://tapfolio.test',
    );
    expect(english.subject).toBe('Your Tapfolio order TF-1234 has shipped');
    expect(english.text).toContain(
      'Your NFC card has been shipped and is on its way with Delhivery <b>, tracking AWB123.',
    );
    const tamil = orderEmail(
      'shipped',
      { email: 'a@example.com', name: 'கவியா' },
      order,
      'https://tapfolio.test',
      undefined,
      'ta',
    );
    const t = textsIn(orderMailTexts, 'ta');
    expect(tamil.subject).toBe(t.subject.shipped('TF-1234'));
    expect(tamil.subject).toMatch(/[\u0B80-\u0BFF]/);
    expect(tamil.text).toContain('வணக்கம் கவியா,');
    expect(tamil.text).toContain(t.shippedWithTracking('Delhivery <b>', 'AWB123'));
    expect(tamil.text).toContain(t.trackAt(`https://tapfolio.test/orders/${order.id}`));
    expect(tamil.html).not.toContain('<b>');
    expect(tamil.html).toContain('Delhivery &lt;b&gt;');

    const paid = orderEmail(
      'paid',
      { email: 'a@example.com', name: 'आशा' },
      order,
      'https://tapfolio.test',
      undefined,
      'hi',
    );
    // Money reads the same in every language: Indian grouping, Latin digits.
    expect(paid.text).toContain('₹1,00,000');
    expect(paid.subject).toBe(textsIn(orderMailTexts, 'hi').subject.paid('TF-1234'));
  });

  it('writes a contact mail to a Bengali owner and an invitation in Marathi', () => {
    const lead = {
      _id: 'x',
      name: 'Ravi & Co',
      phoneNumber: '+919876543210',
      email: null,
      company: null,
      note: '<script>',
      createdAt: new Date().toISOString(),
    };
    const mail = leadEmail(
      {
        userId: 'u',
        handle: null,
        ownerEmail: 'o@example.com',
        ownerName: 'Rupa',
        ownerLanguage: 'bn',
      },
      lead,
      'https://tapfolio.test',
    );
    const t = textsIn(leadMailTexts, 'bn');
    expect(mail.text).toContain(t.shared('Ravi & Co'));
    expect(mail.text).toContain(`${t.phone}: +919876543210`);
    expect(mail.html).toContain('Ravi &amp; Co');
    expect(mail.html).not.toContain('<script>');

    const invite = invitationMail({
      to: 'new@example.com',
      name: 'Sneha',
      organisation: 'Acme <Pune>',
      invitedBy: 'Amit',
      link: 'https://tapfolio.test/join#t=abc',
      expiresAt: new Date('2026-12-05T10:00:00Z'),
      language: 'mr',
    });
    const m = textsIn(invitationMailTexts, 'mr');
    expect(invite.subject).toBe(m.subject('Amit', 'Acme <Pune>'));
    expect(invite.text).toContain(m.worksUntil('05/12/2026', 'Acme <Pune>'));
    expect(invite.html).toContain('<a href="https://tapfolio.test/join#t=abc">');
    expect(invite.html).not.toContain('<Pune>');
    const englishInvite = invitationMail({
      ...{
        to: 'n@example.com',
        name: 'Sneha',
        organisation: 'Acme',
        invitedBy: 'Amit',
        link: 'https://x.test/j',
        expiresAt: new Date('2026-12-05T10:00:00Z'),
      },
    });
    expect(englishInvite.html).toContain(
      "<p>The link works until 05/12/2026. If you don't know Acme, you can ignore this e-mail.</p>",
    );
  });
});
