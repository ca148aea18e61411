import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { REQUEST_TIMEOUT_MS } from 'shared-contracts';
import { createHostRequest, requestUrl } from '../src/runtime/http';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server the client talks to (cross-origin from jsdom's page, hence CORS). */
let server: Server;
let base: string;
let seen: Seen;
let answer: (res: ServerResponse) => void;

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-headers': 'authorization, content-type, idempotency-key, accept',
        'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
      });
      return res.end();
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(token: string | null = 'tok') {
  const unauthorized = rs.fn();
  return { request: createHostRequest({ token: () => token, unauthorized }, base), unauthorized };
}

describe('the host request', () => {
  it('builds /api/v1 URLs, leaving out params that are undefined', () => {
    expect(requestUrl('/product', { page: 2, q: 'a b', sort: undefined })).toBe(
      '/api/v1/product?page=2&q=a+b',
    );
    expect(requestUrl('/x?y=1', { z: 0 })).toBe('/api/v1/x?y=1&z=0');
    expect(requestUrl('/user/profile')).toBe('/api/v1/user/profile');
  });

  it('sends the bearer token and the query, and answers the JSON body', async () => {
    answer = json(200, { success: true, result: { id: 7 } });
    const result = await client().request.request({ url: '/thing', params: { page: 1 } });
    expect(result).toEqual({ data: { success: true, result: { id: 7 } } });
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/api/v1/thing?page=1');
    expect(seen.headers.authorization).toBe('Bearer tok');
  });

  it("sends JSON bodies and a remote's own headers, never its Authorization", async () => {
    answer = json(201, { success: true });
    await client().request.request({
      url: '/order',
      method: 'POST',
      body: { a: 1 },
      headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged' },
    });
    expect(seen.method).toBe('POST');
    expect(JSON.parse(seen.body)).toEqual({ a: 1 });
    expect(seen.headers['content-type']).toMatch(/^application\/json/);
    expect(seen.headers['idempotency-key']).toBe('k-1');
    expect(seen.headers.authorization).toBe('Bearer tok');
  });

  it('sends FormData as multipart and reports upload progress up to the whole', async () => {
    answer = json(200, { success: true });
    const progress: number[] = [];
    const form = new FormData();
    form.append('image', new Blob(['x'.repeat(50_000)], { type: 'image/jpeg' }), 'a.jpg');
    await client().request.request({
      url: '/upload',
      method: 'POST',
      body: form,
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('filename="a.jpg"');
    expect(progress.at(-1)).toBe(1);
  });

  it("answers the API's failure with its status, and a 401 ends a session", async () => {
    answer = json(409, { success: false, message: 'Your cart changed' });
    const { request, unauthorized } = client();
    expect(await request.request({ url: '/order', method: 'POST', body: {} })).toEqual({
      error: { status: 409, data: { success: false, message: 'Your cart changed' } },
    });
    expect(unauthorized).not.toHaveBeenCalled();

    answer = json(401, { success: false, message: 'Unauthorized' });
    expect(await request.request({ url: '/user/profile' })).toMatchObject({
      error: { status: 401 },
    });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end a session that does not exist (a wrong password answers 401 too)', async () => {
    answer = json(401, { success: false, message: 'Invalid credentials' });
    const { request, unauthorized } = client(null);
    expect(await request.request({ url: '/user/login', method: 'POST', body: {} })).toEqual({
      error: { status: 401, data: { success: false, message: 'Invalid credentials' } },
    });
    expect(seen.headers.authorization).toBeUndefined();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('answers a body that is not the API envelope as a network failure with its status', async () => {
    answer = (res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    expect(await client().request.request({ url: '/x' })).toEqual({
      error: { status: 502, data: { success: false, message: '', code: 'NETWORK_ERROR' } },
    });
  });

  it('answers a file as a Blob when asked, with the bearer token and no JSON Accept', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(zip);
    };
    const result = await client().request.request<Blob>({
      url: '/user/export',
      responseType: 'blob',
    });
    if (!('data' in result)) throw new Error('the archive was refused');
    expect(result.data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(new Uint8Array(zip));
    expect(seen.headers.authorization).toBe('Bearer tok');
    expect(seen.headers.accept).toBe('*/*');
  });

  it("reads a file call's refusal as the API's envelope, and its 401 still ends the session", async () => {
    answer = json(401, { success: false, message: 'Please sign in to continue' });
    const { request, unauthorized } = client();
    expect(await request.request({ url: '/user/export', responseType: 'blob' })).toEqual({
      error: { status: 401, data: { success: false, message: 'Please sign in to continue' } },
    });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it("hands a 401 back without ending the session when the call says it is the caller's", async () => {
    answer = json(401, { success: false, message: 'Current password is incorrect' });
    const { request, unauthorized } = client();
    expect(
      await request.request({
        url: '/user/account',
        method: 'DELETE',
        body: { password: 'x' },
        unauthorized: 'error',
      }),
    ).toEqual({
      error: { status: 401, data: { success: false, message: 'Current password is incorrect' } },
    });
    expect(seen.headers.authorization).toBe('Bearer tok');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("waits the spec's 10 s by default, a call's own limit when it sets one, and gives up after it", async () => {
    const limits: number[] = [];
    const send = rs.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
      this: XMLHttpRequest,
    ) {
      limits.push(this.timeout);
      this.dispatchEvent(new ProgressEvent('timeout'));
    });
    const { request } = client();
    expect(await request.request({ url: '/a' })).toMatchObject({ error: { status: 0 } });
    expect(await request.request({ url: '/b', timeoutMs: 0 })).toMatchObject({
      error: { status: 0 },
    });
    send.mockRestore();
    expect(limits).toEqual([REQUEST_TIMEOUT_MS, 0]);

    answer = () => {}; // never answers
    expect(await request.request({ url: '/slow', timeoutMs: 50 })).toMatchObject({
      error: { status: 0 },
    });
  });

  it('answers status 0 when nothing answers, and when its caller gives up', async () => {
    const down = createHostRequest(
      { token: () => null, unauthorized: () => {} },
      'http://127.0.0.1:9/api/v1',
    );
    expect(await down.request({ url: '/x' })).toMatchObject({ error: { status: 0 } });

    answer = () => {}; // never answers
    const controller = new AbortController();
    const pending = client().request.request({ url: '/slow' }, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ error: { status: 0 } });
  });
});
