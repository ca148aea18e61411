import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { API_BASE, paths, type Product } from 'shared-contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { addProducts } from './helpers/catalogue.js';
import { PASSWORD, registerUser } from './helpers/users.js';

/** A request as a phone's browser sends it: with the encodings it can read. */
const fetchEncoded = (t: TestApp, url: string, encoding: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${url}`,
    headers: { 'accept-encoding': encoding },
  });

describe('compressed answers', () => {
  let t: TestApp;
  let plain: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Twenty products: a list of several kilobytes, as Explore's first page is.
    await addProducts(
      t,
      Array.from({ length: 20 }, (_, n) => ({ name: `Card design ${n}`, description: 'Matte' })),
    );
    plain = (await t.call('GET', '/product?limit=20')).body;
    expect(plain.length).toBeGreaterThan(4096);
  });
  afterAll(() => t.close());

  it('sends JSON in brotli to a browser that accepts it, the same JSON once read back', async () => {
    const res = await fetchEncoded(t, '/product?limit=20', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain);
  });

  it('sends gzip to a client without brotli, and nothing compressed to one that asks for none', async () => {
    const gzipped = await fetchEncoded(t, '/product?limit=20', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);

    const identity = await t.app.inject({ method: 'GET', url: `${API_BASE}/product?limit=20` });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('sends an answer under a kilobyte as it is', async () => {
    const res = await fetchEncoded(t, paths.health, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('leaves a picture as it is stored: it is compressed already', async () => {
    const list = JSON.parse(plain) as { results: Product[] };
    const key = list.results[0]?.productImages[0]?.key ?? '';
    const res = await fetchEncoded(t, `/file?key=${encodeURIComponent(key)}`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never decompresses a request body: a gzipped sign-in is a bad request and signs no one in', async () => {
    const user = await registerUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${paths.login}`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: user.email, password: PASSWORD })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json()).not.toHaveProperty('result');
  });
});
