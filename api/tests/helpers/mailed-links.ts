import type { MailedLinkScreen } from 'shared-contracts';
import type { TestApp } from './app.js';
import { PASSWORD, type TestUser } from './users.js';

/**
 * The token of the newest link to `screen` mailed to `to` (.eml files, quoted-printable: folded
 * lines are unfolded and `=3D` read back as `=`). The link carries it in its fragment, `#t=`.
 */
export async function mailedToken(
  t: TestApp,
  to: string,
  screen: MailedLinkScreen,
): Promise<string | undefined> {
  const mails = (await t.mails()).filter((eml) => eml.includes(`To: ${to}`)).reverse();
  const pattern = new RegExp(`https://tapfolio\\.test${screen}#t=([A-Za-z0-9_-]+)`);
  for (const eml of mails) {
    const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const token = pattern.exec(unfolded)?.[1];
    if (token) return token;
  }
  return undefined;
}

/** Opens the verification link the account was mailed at sign-up, as its owner would. */
export async function verifyEmailOf(t: TestApp, user: TestUser): Promise<void> {
  const token = await mailedToken(t, user.email, '/verify-email');
  if (!token) throw new Error(`no verification link was mailed to ${user.email}`);
  const res = await t.call('POST', '/user/verify-email', { body: { token } });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
}

/**
 * Changes the account's e-mail the whole way: asks with its password, then opens the link mailed
 * to the new address with the account's session (whose answer carries a fresh token).
 */
export async function changeEmailOf(t: TestApp, user: TestUser, newEmail: string) {
  const asked = await t.call('PATCH', '/user/change-email', {
    token: user.token,
    body: { currentEmail: user.email, newEmail, currentPassword: PASSWORD },
  });
  if (asked.statusCode !== 200) throw new Error(`change-email: ${asked.statusCode} ${asked.body}`);
  const token = await mailedToken(t, newEmail.toLowerCase(), '/verify-email');
  if (!token) throw new Error(`no link was mailed to ${newEmail}`);
  return t.call('POST', '/user/verify-email', { token: user.token, body: { token } });
}
