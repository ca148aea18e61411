import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { accountErrors, emailChangedMailTexts } from 'shared-contracts';
import { loadCatalogues, textsIn } from '../src/lib/language.js';
import { emailChangedEmail } from '../src/modules/account/email-changed-email.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { changeEmailOf, mailedToken } from './helpers/mailed-links.js';
import { forgedTokens } from './helpers/tokens.js';
import { PASSWORD, registerUser } from './helpers/users.js';

const LOGGED_OUT = { success: true, result: null, message: 'You are logged out!!!' };

/** A mail's text with quoted-printable soft line breaks undone. */
const unfold = (eml: string) => eml.replace(/=\r?\n/g, '');

describe('logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The body goes as JSON text, so any value (even a bare string) reaches the route. */
  const logout = (token?: string, body?: unknown) =>
    t.call('POST', '/user/logout', {
      ...(token && { token }),
      ...(body !== undefined && {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    });
  const profileStatus = async (token: string) =>
    (await t.call('GET', '/user/profile', { token })).statusCode;
  const revokedCount = async () =>
    (
      (await t.api.db.execute(sql`select count(*)::int as n from revoked_tokens`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
  const login = async (email: string) =>
    (await t.call('PATCH', '/user/login', { body: { email, password: PASSWORD } })).json().result
      .token as string;

  it('ends the presented token on the server and no other', async () => {
    const user = await registerUser(t);
    const laptop = await login(user.email);
    const res = await logout(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(LOGGED_OUT);

    const after = await t.call('GET', '/user/profile', { token: user.token });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(accountErrors.sessionExpired);
    expect(await profileStatus(laptop)).toBe(200);
  });

  it('answers the same success twice, and for tokens that are missing, stale or forged', async () => {
    const user = await registerUser(t);
    const before = await revokedCount();
    expect((await logout(user.token)).json()).toEqual(LOGGED_OUT);
    expect((await logout(user.token)).json()).toEqual(LOGGED_OUT);
    expect(await revokedCount()).toBe(before + 1);

    const { otherSecret, algNone, wrongAlgorithm, expired, tamperedPayload, noExpiry, ...ours } =
      await forgedTokens(t, user.id);
    const notOurs = [undefined, otherSecret, algNone, wrongAlgorithm, expired, tamperedPayload];
    for (const token of [...notOurs, noExpiry, ...Object.values(ours)]) {
      const res = await logout(token);
      expect({ token, status: res.statusCode, body: res.json() }).toEqual({
        token,
        status: 200,
        body: LOGGED_OUT,
      });
    }
    // Only a token we signed that is still alive can be written down; an attacker's cannot.
    // (staleVersion, unknownUser and notAUuid are signed by us and share one jti.)
    const alive = 1;
    expect(await revokedCount()).toBe(before + 1 + alive);
    const afterForged = await revokedCount();
    for (const token of notOurs) await logout(token);
    expect(await revokedCount()).toBe(afterForged);
  });

  it("with another person's token ends only that person's session", async () => {
    const [asha, ravi] = [await registerUser(t), await registerUser(t, 'Ravi Kumar')];
    expect((await logout(ravi.token)).statusCode).toBe(200);
    expect(await profileStatus(ravi.token)).toBe(401);
    expect(await profileStatus(asha.token)).toBe(200);
  });

  it('ignores whatever body is sent, and never fails with a 5xx', async () => {
    const user = await registerUser(t);
    await fc.assert(
      // Bodies with a prototype key are refused with 400 by the JSON parser before any route
      // (secure-json-parse): below, one is sent on purpose.
      fc.asyncProperty(
        fc
          .jsonValue({ maxDepth: 4 })
          .filter((value) => !/"(__proto__|constructor|prototype)"/.test(JSON.stringify(value))),
        async (body) => {
          const res = await logout(user.token, body);
          expect(res.json()).toEqual(LOGGED_OUT);
        },
      ),
      { numRuns: 60 },
    );
    const objects = [{ token: randomUUID() }, { __proto__: { admin: true } }, [1, 2], 'x'];
    for (const body of objects) {
      const fresh = await login(user.email);
      expect((await logout(fresh, body)).json()).toEqual(LOGGED_OUT);
      expect(await profileStatus(fresh)).toBe(401);
    }
    const broken = await t.call('POST', '/user/logout', {
      token: user.token,
      headers: { 'content-type': 'application/json' },
      body: '{"unterminated',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
  });

  it('refuses an oversize body with 413, and the session stays as it was', async () => {
    const user = await registerUser(t);
    const res = await logout(user.token, { padding: 'x'.repeat(64 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'The request body is too large' });
    expect(await profileStatus(user.token)).toBe(200);
  });

  it('forgets revocations once the token would have expired anyway', async () => {
    const user = await registerUser(t);
    const old = randomUUID();
    await t.api.db.execute(
      sql`insert into revoked_tokens (jti, expires_at) values (${old}, now() - interval '1 minute')`,
    );
    await logout(user.token);
    const { rows } = (await t.api.db.execute(
      sql`select jti from revoked_tokens where jti = ${old}`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([]);
    expect(await profileStatus(user.token)).toBe(401);
  });
});

describe('changing the e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes nothing until the link mailed to the new address is opened, and tells the old one', async () => {
    const user = await registerUser(t);
    const newEmail = `moved-${user.email}`;
    const res = await t.call('PATCH', '/user/change-email', {
      token: user.token,
      body: { currentEmail: user.email, newEmail, currentPassword: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `We sent a link to ${newEmail}. Your e-mail changes when you open it.`,
      result: { pendingEmail: newEmail },
    });
    // Nothing changed yet: the same session, the same address, signing in with it.
    const profile = await t.call('GET', '/user/profile', { token: user.token });
    expect(profile.json().result.email).toBe(user.email);
    let mails = (await t.mails()).map(unfold);
    const asked = mails.filter((m) => m.includes('A change of your Tapfolio e-mail was asked for'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    expect(asked[0]).toContain(`asked to change its e-mail to ${newEmail}`);

    const token = await mailedToken(t, newEmail, '/verify-email');
    const opened = await t.call('POST', '/user/verify-email', {
      token: user.token,
      body: { token },
    });
    expect(opened.statusCode).toBe(200);
    const { result, message } = opened.json();
    expect(message).toBe('Email updated successfully.');
    expect(result).toMatchObject({ email: newEmail, changed: true });
    expect(typeof result.token).toBe('string');
    const fresh = await t.call('GET', '/user/profile', { token: result.token });
    expect(fresh.json().result).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await t.call('GET', '/user/profile', { token: user.token })).statusCode).toBe(401);

    mails = (await t.mails()).map(unfold);
    const notice = mails.filter((m) => m.includes('was changed'));
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    expect(notice[0]).toContain(`changed from ${user.email} to ${newEmail}`);
    expect(notice[0]).toContain('hello@tapfolio.app');
  });

  it('opened on another device, the link ends every session and hands out no token', async () => {
    const user = await registerUser(t);
    const newEmail = `elsewhere-${user.email}`;
    await t.call('PATCH', '/user/change-email', {
      token: user.token,
      body: { currentEmail: user.email, newEmail, currentPassword: PASSWORD },
    });
    const token = await mailedToken(t, newEmail, '/verify-email');
    const opened = await t.call('POST', '/user/verify-email', { body: { token } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().result).toEqual({ email: newEmail, changed: true });
    expect((await t.call('GET', '/user/profile', { token: user.token })).statusCode).toBe(401);
  });

  it('voids a reset link mailed to the old address before the change', async () => {
    const user = await registerUser(t);
    await t.call('PATCH', '/user/forget-password', { body: { email: user.email } });
    const link = await mailedToken(t, user.email, '/reset-password');
    const changed = await changeEmailOf(t, user, `moved-${user.email}`);
    expect(changed.statusCode).toBe(200);
    const reset = await t.call('PATCH', '/user/reset-password', {
      body: { token: link, password: 'Another456' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('This reset link is invalid or has expired');
  });

  it('sends nothing and keeps every session when the change is refused', async () => {
    const [user, other] = [await registerUser(t), await registerUser(t)];
    const mailsBefore = (await t.mails()).length;
    const taken = await t.call('PATCH', '/user/change-email', {
      token: user.token,
      body: { currentEmail: user.email, newEmail: other.email, currentPassword: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect((await t.call('GET', '/user/profile', { token: user.token })).statusCode).toBe(200);
    expect((await t.mails()).length).toBe(mailsBefore);
  });

  it('writes the notice with the addresses and name escaped in its HTML part', async () => {
    const mail = emailChangedEmail(
      'old@example.com',
      'new@example.com',
      '<img src=x onerror=alert(1)>',
      'en',
    );
    expect(mail.to).toBe('old@example.com');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('changed from old@example.com to new@example.com');
    // In the account's language, escaped alike (issue 30).
    await loadCatalogues();
    const hindi = emailChangedEmail('old@example.com', 'a"<b>@example.com', '<img src=x>', 'hi');
    expect(hindi.subject).toBe(textsIn(emailChangedMailTexts, 'hi').subject);
    expect(hindi.html).not.toContain('<img');
    expect(hindi.html).not.toContain('<b>');
    expect(hindi.html).toContain('<p>नमस्ते &lt;img src=x&gt;,</p>');
    expect(hindi.text).toContain(
      textsIn(emailChangedMailTexts, 'hi').changed('old@example.com', 'a"<b>@example.com'),
    );
  });
});
