import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { SOCIAL_SOURCES } from 'shared-contracts';
import { JSON_BODY_LIMIT } from '../src/plugins/body-limits.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { jpeg } from './helpers/images.js';
import { multipartBody } from './helpers/multipart.js';
import { onboardedUser, type TestUser } from './helpers/users.js';

const TOO_LARGE = {
  success: false,
  message: 'The request body is too large',
  code: 'FST_ERR_CTP_BODY_TOO_LARGE',
};

/** Three bytes in UTF-8, one character to the schemas: the costliest text a person can type. */
const longText = (length: number) => 'क'.repeat(length);

/** Every section at its schemas' longest, with as many links as allowed, 400 characters each. */
const largestPortfolioBody = () => ({
  personalInfo: {
    name: longText(60),
    email: `${'a'.repeat(60)}@${'b'.repeat(60)}.example.com`,
    phoneNumber: '9876543210',
    whatsappNumber: '9876543210',
    profilePicture: null,
    bannerImage: null,
  },
  workInfo: {
    companyName: longText(120),
    designation: longText(120),
    workEmail: 'work@example.com',
    primaryWebsite: `https://example.com/${'p'.repeat(400)}`,
    secondaryWebsite: `https://example.org/${'q'.repeat(400)}`,
    companyLogo: null,
  },
  about: { heading: longText(80), description: longText(1000) },
  serviceHeading: longText(80),
  services: Array.from({ length: 3 }, () => ({
    heading: longText(120),
    description: longText(500),
    image: null,
  })),
  socialMedia: Array.from({ length: SOCIAL_SOURCES.length + 3 }, (_, i) => ({
    source: `site${i}`,
    link: `https://example${i}.com/${'l'.repeat(400)}`,
  })),
});

describe('body size limits', () => {
  let t: TestApp;
  let user: TestUser;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await onboardedUser(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 413 in the envelope to a small JSON route sent more than 64 KiB', async () => {
    const res = await t.call('PATCH', '/user/change-username', {
      token: user.token,
      body: { name: 'x'.repeat(JSON_BODY_LIMIT) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    // The same route takes an ordinary body.
    const fine = await t.call('PATCH', '/user/change-username', {
      token: user.token,
      body: { name: 'Asha Rao' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('takes the largest valid portfolio (the largest JSON body), and refuses one past 64 KiB', async () => {
    // As a client that escapes every non-ASCII character sends it (Python's json.dumps does):
    // the same body, six bytes a character.
    const body = JSON.stringify(largestPortfolioBody()).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    const size = Buffer.byteLength(body);
    expect(size).toBeGreaterThan(24 * 1024);
    expect(size).toBeLessThan(JSON_BODY_LIMIT / 2);
    const saved = await t.call('PATCH', '/portfolio', {
      token: user.token,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.portfolio.about.description).toBe(longText(1000));

    const huge = await t.call('PATCH', '/portfolio', {
      token: user.token,
      body: { about: { heading: 'x', description: 'y'.repeat(JSON_BODY_LIMIT) } },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual(TOO_LARGE);
  });

  /** A body sent in chunks with no Content-Length, over a real socket. */
  const chunked = (path: string, headers: Record<string, string>, chunks: Buffer[]) =>
    new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = request(`${base}/api/v1${path}`, {
          method: path === '/portfolio' ? 'PATCH' : 'POST',
          headers: { authorization: `Bearer ${user.token}`, ...headers },
        });
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, body: text, headers: res.headers }),
          );
        });
        // The server may answer and close before the last chunk is written.
        req.on('error', reject);
        const write = (i: number) => {
          if (i === chunks.length) return req.end();
          if (!req.write(chunks[i])) req.once('drain', () => write(i + 1));
          else setImmediate(() => write(i + 1));
        };
        write(0);
      },
    );

  it('answers 413 to a chunked JSON body that grows past the limit', async () => {
    const chunks = [
      Buffer.from('{"about":{"heading":"x","description":"'),
      ...Array.from({ length: 12 }, () => Buffer.alloc(8 * 1024, 'y')),
      Buffer.from('"}}'),
    ];
    const res = await chunked('/portfolio', { 'content-type': 'application/json' }, chunks);
    expect(res.headers['content-length']).toBeDefined();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
  });

  it('refuses a form declared larger than any image before reading it', async () => {
    const res = await t.call('POST', '/portfolio/upload', {
      token: user.token,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(3 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The image must be at most 2 MB',
      code: 'IMAGE_TOO_LARGE',
    });
  });

  it('answers 413 to a chunked form whose image grows past 2 MB', async () => {
    const { payload, headers } = await multipartBody([{ data: Buffer.alloc(3 * 1024 * 1024, 1) }]);
    const chunks = Array.from({ length: Math.ceil(payload.length / 65536) }, (_, i) =>
      payload.subarray(i * 65536, (i + 1) * 65536),
    );
    const res = await chunked('/portfolio/upload', headers, chunks);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('answers 400, never 500, to a form cut short or garbled', async () => {
    const { payload, headers } = await multipartBody([{ data: await jpeg(300, 200) }]);
    const cut = await t.call('POST', '/portfolio/upload', {
      token: user.token,
      headers,
      body: payload.subarray(0, Math.floor(payload.length / 2)),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().success).toBe(false);
    const garbled = Buffer.from(payload);
    garbled.fill(0x2d, 0, 40);
    const bad = await t.call('POST', '/portfolio/upload', {
      token: user.token,
      headers,
      body: garbled,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
