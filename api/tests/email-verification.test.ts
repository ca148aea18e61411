import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { emailLinks } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { changeEmailOf, mailedToken } from './helpers/mailed-links.js';
import { PASSWORD, registerUser, type TestUser } from './helpers/users.js';

const INVALID = 'This link is invalid, has expired or was already used.';

describe('e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verified = async (user: TestUser, token = user.token) =>
    (await t.call('GET', '/user/profile', { token })).json().result.emailVerified as boolean;
  const open = (token: string | undefined, session?: string) =>
    t.call('POST', '/user/verify-email', { body: { token }, token: session });
  const resend = (user: TestUser) =>
    t.call('POST', '/user/verify-email/resend', { token: user.token });

  it('mails a link at sign-up that verifies the address once, in the fragment of the URL', async () => {
    const user = await registerUser(t);
    expect(await verified(user)).toBe(false);
    const mail = (await t.mails()).find((eml) => eml.includes(`To: ${user.email}`))!;
    expect(mail).toContain('Subject: Verify your Tapfolio e-mail');
    const token = await mailedToken(t, user.email, '/verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Opened on any device, without a session.
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your e-mail is verified.',
      result: { email: user.email, changed: false },
    });
    expect(await verified(user)).toBe(true);

    const again = await open(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
  });

  it('opens a link once even when it is opened twice at the same moment', async () => {
    const user = await registerUser(t);
    const token = await mailedToken(t, user.email, '/verify-email');
    const answers = await Promise.all([open(token), open(token), open(token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('keeps only a hash of each link, and refuses one that has expired', async () => {
    const user = await registerUser(t);
    const token = (await mailedToken(t, user.email, '/verify-email'))!;
    const rows = await t.api.db.select().from(emailLinks).where(eq(emailLinks.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    await t.api.db.execute(
      sql`update email_links set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    expect((await open(token)).statusCode).toBe(400);
    expect(await verified(user)).toBe(false);
  });

  it('resends a link that replaces the last one, five an hour at most, none once verified', async () => {
    const user = await registerUser(t);
    const first = await mailedToken(t, user.email, '/verify-email');
    const res = await resend(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We sent a new link to ${user.email}.`);
    const second = await mailedToken(t, user.email, '/verify-email');
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(400);

    // The sign-up's link and four more make five in the hour.
    for (let i = 0; i < 3; i++) expect((await resend(user)).statusCode).toBe(200);
    const refused = await resend(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'We sent several links in the last hour. Please wait, then try again.',
    );

    expect((await open(await mailedToken(t, user.email, '/verify-email'))).statusCode).toBe(200);
    const before = (await t.mails()).length;
    const done = await resend(user);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your e-mail is already verified.');
    expect((await t.mails()).length).toBe(before);
  });

  it('lets the real owner of an address take the account back with a reset link', async () => {
    // Someone signs up with an address that is not theirs; the owner of the mailbox resets.
    const squatter = await registerUser(t);
    await t.call('PATCH', '/user/forget-password', { body: { email: squatter.email } });
    const reset = await t.call('PATCH', '/user/reset-password', {
      body: {
        token: await mailedToken(t, squatter.email, '/reset-password'),
        password: 'Mine12345',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.call('GET', '/user/profile', { token: squatter.token })).statusCode).toBe(401);
    const owner = await t.call('PATCH', '/user/login', {
      body: { email: squatter.email, password: 'Mine12345' },
    });
    expect(await verified(squatter, owner.json().result.token)).toBe(true);
  });

  it('a link to an address the account no longer has proves nothing', async () => {
    const user = await registerUser(t);
    const old = await mailedToken(t, user.email, '/verify-email');
    const moved = await changeEmailOf(t, user, `moved-${user.email}`);
    expect(moved.statusCode).toBe(200);
    expect((await open(old)).statusCode).toBe(400);
  });

  it('finishes only the newest change of address, and not one to an address taken since', async () => {
    const user = await registerUser(t);
    const ask = (newEmail: string) =>
      t.call('PATCH', '/user/change-email', {
        token: user.token,
        body: { currentEmail: user.email, newEmail, currentPassword: PASSWORD },
      });
    const [first, second] = [`first-${user.email}`, `second-${user.email}`];
    expect((await ask(first)).statusCode).toBe(200);
    expect((await ask(second)).statusCode).toBe(200);
    expect((await open(await mailedToken(t, first, '/verify-email'))).statusCode).toBe(400);

    // Someone signs up with the pending address before its link is opened.
    const pending = await mailedToken(t, second, '/verify-email');
    const other = await t.call('POST', '/user/register', {
      body: { name: 'Other Person', email: second, password: PASSWORD },
    });
    expect(other.statusCode).toBe(201);
    const taken = await open(pending);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email already exists');
    const profile = await t.call('GET', '/user/profile', { token: user.token });
    expect(profile.json().result.email).toBe(user.email);
  });

  it("acts for the link's account only: another person's session gets no token, Resend is their own", async () => {
    const [owner, other] = [await registerUser(t), await registerUser(t)];
    const newEmail = `owner-new-${owner.email}`;
    await t.call('PATCH', '/user/change-email', {
      token: owner.token,
      body: { currentEmail: owner.email, newEmail, currentPassword: PASSWORD },
    });
    const res = await open(await mailedToken(t, newEmail, '/verify-email'), other.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ email: newEmail, changed: true });
    // The other person's session and address are untouched.
    const theirs = await t.call('GET', '/user/profile', { token: other.token });
    expect(theirs.json().result).toMatchObject({ email: other.email, emailVerified: false });

    const ownerLink = await mailedToken(t, other.email, '/verify-email');
    expect((await resend(other)).statusCode).toBe(200);
    // Resend mailed the caller's own address; the owner's new address got no second link.
    expect(await mailedToken(t, other.email, '/verify-email')).not.toBe(ownerLink);
    const toOwner = (await t.mails()).filter((eml) => eml.includes(`To: ${newEmail}`));
    expect(toOwner).toHaveLength(1);
  });

  it('refuses a malformed body with the shared messages, and an oversize one unread', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Invalid or missing token'],
      [{ token: '' }, 'Invalid or missing token'],
      [{ token: 'x'.repeat(201) }, 'Invalid or missing token'],
      [{ token: ['a'.repeat(43)] }, 'Must be text'],
      [{ token: 'a'.repeat(43), extra: 1 }, 'Unknown field(s): extra'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/user/verify-email', { body });
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const oversize = JSON.stringify({ token: 'x'.repeat(2048) });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      headers: { 'content-type': 'application/json' },
      payload: oversize,
    });
    expect(big.statusCode).toBe(413);
    const user = await registerUser(t);
    const resendBig = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-email/resend',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      payload: oversize,
    });
    expect(resendBig.statusCode).toBe(413);
    expect((await t.call('POST', '/user/verify-email/resend')).statusCode).toBe(401);
  });
});
