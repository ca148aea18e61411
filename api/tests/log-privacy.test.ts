import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { urlForLog } from '../src/lib/log-privacy.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { mailedToken } from './helpers/mailed-links.js';
import { onboardedUser } from './helpers/users.js';

const VISITOR = '203.0.113.77';

/**
 * What the server writes to its log while people use it: request lines and the mail outbox. It
 * must name no e-mail address, no token and no visitor's address (the log is read by operators,
 * shipped to log stores and kept for months).
 */
describe('the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // Without the reset link in the log: that one is the embedded defaults' stand-in for mail.
    t = await createTestApp(
      { logResetLinks: false },
      { server: { logger: { level: 'info', stream } } },
    );
  });
  afterAll(() => t.close());

  it('names no e-mail address, token or card visitor, while it still logs each request', async () => {
    const owner = await onboardedUser(t);
    const card = await t.call('GET', `/portfolio/${owner.id}`, { ip: VISITOR });
    expect(card.statusCode).toBe(200);
    await t.call('GET', `/portfolio/${owner.id}/vcard`, { ip: VISITOR });
    await t.call('PATCH', '/user/forget-password', { body: { email: owner.email }, ip: VISITOR });
    const link = (await mailedToken(t, owner.email, '/verify-email'))!;
    expect((await t.call('POST', '/user/verify-email', { body: { token: link } })).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/health?token=SECRET-query-token',
      remoteAddress: VISITOR,
    });
    expect((await t.mails()).length).toBeGreaterThan(0);

    const log = lines.join('');
    // Still a useful log: the requests and the mail are there.
    expect(log).toContain('"url":"/api/v1/user/forget-password"');
    expect(log).toContain('"url":"/api/v1/health?token=[token]"');
    expect(log).toContain('mail written to the outbox');
    for (const secret of [VISITOR, owner.email, owner.token, link, 'SECRET-query-token']) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});

describe('a URL as the log shows it', () => {
  it.each([
    ['/reset-password/abcDEF123_-', '/reset-password/[token]'],
    ['/verify-email/abcDEF123?next=/home', '/verify-email/[token]?next=/home'],
    ['/api/v1/x?token=abc&page=2', '/api/v1/x?token=[token]&page=2'],
    ['/api/v1/x?page=2&t=abc', '/api/v1/x?page=2&t=[token]'],
    [
      '/api/v1/wallet/apple/pass.pkpass?ticket=eyJ.e30.c2ln',
      '/api/v1/wallet/apple/pass.pkpass?ticket=[token]',
    ],
    ['/@asha.rao?src=nfc', '/@asha.rao?src=nfc'],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});
