import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import {
  API_BASE,
  WEBHOOKS_MAX,
  WEBHOOK_URL_MAX_LENGTH,
  webhookErrors,
  type ContactWebhook,
  type WebhookDelivery,
} from 'shared-contracts';
import { loadConfig } from '../src/app.js';
import { webhookDeliveries } from '../src/db/schema/index.js';
import { deliveryWorkerOf, type DeliveryWorker } from '../src/modules/webhooks/delivery-worker.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { eventually } from './helpers/eventually.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';
import {
  receiverCertificate,
  startReceiver,
  type Receiver,
  type Received,
} from './helpers/webhook-receivers.js';
import { bodiesFor, oversize } from './support/fuzz-bodies.js';

/**
 * Outgoing webhooks against real https receivers on this machine: the test app trusts their
 * certificate and, through the tests-only setting, lets webhooks reach 127.0.0.1. Time past the
 * first attempt is the worker's clock, moved by the test: a day of retries takes no real minutes.
 */

const TIMEOUT_MS = 1500;
const tls = receiverCertificate();
let t: TestApp;
let worker: DeliveryWorker;
const receivers: Receiver[] = [];

beforeAll(async () => {
  t = await createTestApp({
    webhooks: {
      ...loadConfig({}).webhooks,
      timeoutMs: TIMEOUT_MS,
      // Only wake-ups send here: a poll would move nothing the tests do not move themselves.
      pollIntervalMs: 3_600_000,
      allowPrivateAddresses: true,
      extraCertificates: [tls.cert],
    },
  });
  worker = deliveryWorkerOf(t.api.db)!;
});

afterEach(() => {
  worker.clock = () => new Date();
});

afterAll(async () => {
  await t?.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

const receiver = async () => {
  const started = await startReceiver(tls);
  receivers.push(started);
  return started;
};

async function addWebhook(user: TestUser, url: string): Promise<ContactWebhook> {
  const res = await t.call('POST', '/portfolio/webhooks', { token: user.token, body: { url } });
  expect(res.statusCode).toBe(201);
  return res.json().result as ContactWebhook;
}

async function shareDetails(owner: TestUser, name = 'Kiran Shah') {
  return t.call('POST', `/portfolio/${owner.id}/leads`, {
    body: {
      name,
      phoneNumber: '9876543210',
      email: 'kiran@example.com',
      company: 'Shah Traders',
      note: 'We met at the expo.',
      consent: true,
    },
  });
}

async function deliveriesOf(user: TestUser, webhook: ContactWebhook): Promise<WebhookDelivery[]> {
  const res = await t.call('GET', `/portfolio/webhooks/${webhook._id}/deliveries`, {
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as WebhookDelivery[];
}

const received = (receiver: Receiver, count: number) =>
  eventually(async () => (receiver.received.length >= count ? receiver.received : undefined), {
    what: `${count} request(s) at the receiver`,
  });

/**
 * The receiver's own check, written here from the documented scheme with Node's crypto alone:
 * `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, within 5 minutes of now.
 */
function verifies(request: Received, secret: string, now = Date.now()): boolean {
  const header = request.headers['tapfolio-signature'];
  if (typeof header !== 'string') return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at), part.slice(at + 1)] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  const expected = createHmac('sha256', secret).update(`${t}.${request.raw}`).digest();
  const fresh = Math.abs(now / 1000 - t) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Moves the worker's time and has it look for due deliveries at once. */
function advanceTo(at: Date | string) {
  const fixed = new Date(at);
  worker.clock = () => fixed;
  worker.wake();
}

describe('a new contact reaches the owner’s webhook', () => {
  it('sends what a visitor shares, signed over the raw body, within a second', async () => {
    const owner = await onboardedUser(t);
    const target = await receiver();
    const webhook = await addWebhook(owner, target.url);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await t.call('GET', '/portfolio/webhooks', { token: owner.token });
    expect(listed.json().result).toEqual([webhook]);

    const sentAt = Date.now();
    const res = await shareDetails(owner);
    expect(res.statusCode).toBe(201);
    const [request] = await received(target, 1);
    expect(request!.at - sentAt).toBeLessThan(1000);

    expect(verifies(request!, webhook.secret)).toBe(true);
    expect(
      verifies({ ...request!, raw: request!.raw.replace('Kiran', 'Karan') }, webhook.secret),
    ).toBe(false);
    expect(verifies(request!, 'whsec_someone-elses')).toBe(false);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['user-agent']).toBe('Tapfolio-Webhooks/1');
    expect(request!.headers['tapfolio-event']).toBe('contact.created');
    const body = JSON.parse(request!.raw);
    expect(body).toEqual({
      event: 'contact.created',
      createdAt: expect.any(String),
      data: expect.objectContaining({
        _id: expect.any(String),
        name: 'Kiran Shah',
        email: 'kiran@example.com',
        company: 'Shah Traders',
      }),
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    const [delivery] = await eventually(async () => {
      const log = await deliveriesOf(owner, webhook);
      return log[0]?.status === 'delivered' ? log : undefined;
    });
    expect(delivery).toMatchObject({
      event: 'contact.created',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(request!.headers['tapfolio-delivery-id']).toBe(delivery!._id);
  });

  it('sends nothing for an owner without webhooks, and the form answers as before', async () => {
    const owner = await onboardedUser(t);
    const before = await t.api.db.select().from(webhookDeliveries);
    expect((await shareDetails(owner)).statusCode).toBe(201);
    expect(await t.api.db.select().from(webhookDeliveries)).toHaveLength(before.length);
  });
});

describe('retries', () => {
  it('tries again after a 500, with the same bytes and id, and then succeeds', async () => {
    const owner = await onboardedUser(t);
    const target = await receiver();
    target.behave((n) => (n === 0 ? 500 : 204));
    const webhook = await addWebhook(owner, target.url);
    const start = new Date();
    worker.clock = () => start;
    await shareDetails(owner);
    await received(target, 1);
    const [first] = await eventually(async () => {
      const log = await deliveriesOf(owner, webhook);
      return log[0]?.lastStatusCode === 500 ? log : undefined;
    });
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
    expect(new Date(first!.nextAttemptAt).getTime() - start.getTime()).toBe(30_000);

    // Not due yet: nothing goes.
    advanceTo(new Date(start.getTime() + 29_000));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(target.received).toHaveLength(1);

    advanceTo(first!.nextAttemptAt);
    const [one, two] = await received(target, 2);
    expect(two!.raw).toBe(one!.raw);
    expect(two!.headers['tapfolio-delivery-id']).toBe(one!.headers['tapfolio-delivery-id']);
    expect(verifies(two!, webhook.secret, new Date(first!.nextAttemptAt).getTime())).toBe(true);
    const [done] = await eventually(async () => {
      const log = await deliveriesOf(owner, webhook);
      return log[0]?.status === 'delivered' ? log : undefined;
    });
    expect(done).toMatchObject({ attempts: 2, lastStatusCode: 204, lastError: null });
    expect(done!.deliveredAt).toBe(first!.nextAttemptAt);
  });

  it('counts no answer within the timeout as a failure, and retries it', async () => {
    const owner = await onboardedUser(t);
    const target = await receiver();
    target.behave((n) => (n === 0 ? 'hang' : 200));
    const webhook = await addWebhook(owner, target.url);
    const start = new Date();
    worker.clock = () => start;
    await shareDetails(owner);
    const [first] = await eventually(
      async () => {
        const log = await deliveriesOf(owner, webhook);
        return log[0]?.lastError ? log : undefined;
      },
      { deadlineMs: TIMEOUT_MS + 5000 },
    );
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: `no answer within ${TIMEOUT_MS / 1000} s`,
    });
    // The worker gave up on the connection: the receiver holds nothing any more.
    await eventually(async () => (target.hanging === 0 ? true : undefined));
    advanceTo(first!.nextAttemptAt);
    await received(target, 2);
    const [done] = await eventually(async () => {
      const log = await deliveriesOf(owner, webhook);
      return log[0]?.status === 'delivered' ? log : undefined;
    });
    expect(done).toMatchObject({ attempts: 2, lastStatusCode: 200 });
  });

  it('backs off 30 s, 2, 10, 30 min, 1, 2 h, then every 4 h, and fails 24 h after the event', async () => {
    const owner = await onboardedUser(t);
    const target = await receiver();
    target.behave(() => 503);
    const webhook = await addWebhook(owner, target.url);
    const start = new Date();
    worker.clock = () => start;
    await shareDetails(owner);
    const attemptsAt: number[] = [];
    let delivery: WebhookDelivery | undefined;
    for (let attempt = 1; ; attempt += 1) {
      if (attempt === 1) await received(target, 1);
      await worker.idle();
      [delivery] = await deliveriesOf(owner, webhook);
      expect(delivery).toMatchObject({ attempts: attempt, lastStatusCode: 503 });
      attemptsAt.push(worker.clock().getTime() - start.getTime());
      if (delivery!.status !== 'pending' || attempt > 20) break;
      advanceTo(delivery!.nextAttemptAt);
    }
    const minutes = attemptsAt.map((ms) => ms / 60_000);
    expect(minutes).toEqual([
      0, 0.5, 2.5, 12.5, 42.5, 102.5, 222.5, 462.5, 702.5, 942.5, 1182.5, 1422.5, 1440,
    ]);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 13, lastStatusCode: 503 });
    expect(target.received).toHaveLength(13);
    // Failed for good: a day later nothing goes.
    advanceTo(new Date(start.getTime() + 48 * 3_600_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(target.received).toHaveLength(13);
  });
});

describe('a receiver that never answers', () => {
  it('holds up neither the visitor’s form nor another webhook', async () => {
    const owner = await onboardedUser(t);
    const stuck = await receiver();
    stuck.behave(() => 'hang');
    const healthy = await receiver();
    await addWebhook(owner, stuck.url);
    await addWebhook(owner, healthy.url);
    const other = await onboardedUser(t, 'Meera Iyer');
    const othersHealthy = await receiver();
    await addWebhook(other, othersHealthy.url);

    const first = await shareDetails(owner, 'Kiran Shah');
    expect(first.statusCode).toBe(201);
    await received(stuck, 1);
    expect(stuck.hanging).toBe(1);

    // While it hangs: a second contact of the same owner, and another owner's, go at once.
    const began = Date.now();
    const second = await shareDetails(owner, 'Farah Khan');
    expect(second.statusCode).toBe(201);
    expect(Date.now() - began).toBeLessThan(TIMEOUT_MS);
    expect((await shareDetails(other, 'Ravi Menon')).statusCode).toBe(201);
    const names = async (r: Receiver, count: number) =>
      (await received(r, count)).map((request) => JSON.parse(request.raw).data.name);
    expect(await names(healthy, 2)).toEqual(['Kiran Shah', 'Farah Khan']);
    expect(await names(othersHealthy, 1)).toEqual(['Ravi Menon']);
    expect(Date.now() - began).toBeLessThan(TIMEOUT_MS);
    expect(stuck.hanging).toBe(1);
    // The API answers meanwhile.
    expect((await t.call('GET', '/portfolio/webhooks', { token: owner.token })).statusCode).toBe(
      200,
    );
  });
});

describe('Send test and the delivery log', () => {
  it('sends a signed webhook.test now and answers its delivery', async () => {
    const owner = await onboardedUser(t);
    const target = await receiver();
    const webhook = await addWebhook(owner, target.url);
    const res = await t.call('POST', `/portfolio/webhooks/${webhook._id}/test`, {
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    const delivery = res.json().result as WebhookDelivery;
    expect(delivery).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
    });
    expect(target.received).toHaveLength(1);
    const [request] = target.received;
    expect(verifies(request!, webhook.secret)).toBe(true);
    expect(request!.headers['tapfolio-delivery-id']).toBe(delivery._id);
    expect(JSON.parse(request!.raw)).toMatchObject({
      event: 'webhook.test',
      data: { name: 'Test Contact' },
    });
    expect(await deliveriesOf(owner, webhook)).toEqual([delivery]);
  });

  it('answers a failed test with its reason, queued for a retry', async () => {
    const owner = await onboardedUser(t);
    const target = await receiver();
    target.behave(() => 301);
    const webhook = await addWebhook(owner, target.url);
    const res = await t.call('POST', `/portfolio/webhooks/${webhook._id}/test`, {
      token: owner.token,
    });
    expect(res.json().result).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 301,
      lastError: 'redirect not followed',
    });
  });

  it('lists the latest 50, newest first', async () => {
    const owner = await registerUser(t);
    const target = await receiver();
    const webhook = await addWebhook(owner, target.url);
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.api.db.insert(webhookDeliveries).values(
      Array.from({ length: 55 }, (_, i) => ({
        webhookId: webhook._id,
        event: 'contact.created',
        body: '{}',
        status: 'delivered' as const,
        createdAt: new Date(base + i * 60_000),
        nextAttemptAt: new Date(base + i * 60_000),
      })),
    );
    const log = await deliveriesOf(owner, webhook);
    expect(log).toHaveLength(50);
    expect(log[0]!.createdAt).toBe(new Date(base + 54 * 60_000).toISOString());
    expect(log[49]!.createdAt).toBe(new Date(base + 5 * 60_000).toISOString());
    const times = log.map((delivery) => delivery.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('the owner’s webhooks', () => {
  it(`adds at most ${WEBHOOKS_MAX}, and deletes one with its log`, async () => {
    const owner = await registerUser(t);
    const target = await receiver();
    const added = [];
    for (let i = 0; i < WEBHOOKS_MAX; i += 1)
      added.push(await addWebhook(owner, `${target.url}/${i}`));
    expect(new Set(added.map((webhook) => webhook.secret)).size).toBe(WEBHOOKS_MAX);
    const extra = await t.call('POST', '/portfolio/webhooks', {
      token: owner.token,
      body: { url: `${target.url}/extra` },
    });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toBe(webhookErrors.tooMany);

    const gone = added[0]!;
    await t.call('POST', `/portfolio/webhooks/${gone._id}/test`, { token: owner.token });
    const del = await t.call('DELETE', `/portfolio/webhooks/${gone._id}`, { token: owner.token });
    expect(del.statusCode).toBe(200);
    expect(del.json().result).toEqual({ deleted: true });
    const left = await t.call('GET', '/portfolio/webhooks', { token: owner.token });
    expect(left.json().result.map((webhook: ContactWebhook) => webhook._id)).toEqual(
      added.slice(1).map((webhook) => webhook._id),
    );
    const rows = await t.api.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, gone._id));
    expect(rows).toEqual([]);
    const again = await t.call('DELETE', `/portfolio/webhooks/${gone._id}`, { token: owner.token });
    expect(again.statusCode).toBe(404);
  });

  it('refuses http, other schemes and over-long URLs with the form’s messages', async () => {
    const owner = await registerUser(t);
    const cases: Array<[unknown, string]> = [
      [{ url: 'http://hooks.example.com/x' }, webhookErrors.urlInvalid],
      [{ url: 'ftp://hooks.example.com/x' }, webhookErrors.urlInvalid],
      [{ url: 'javascript:alert(1)' }, webhookErrors.urlInvalid],
      [{ url: '' }, webhookErrors.urlRequired],
      [{}, webhookErrors.urlRequired],
      [
        { url: `https://hooks.example.com/${'a'.repeat(WEBHOOK_URL_MAX_LENGTH)}` },
        webhookErrors.urlTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/portfolio/webhooks', { token: owner.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.url).toBe(message);
    }
    expect(
      (await t.call('GET', '/portfolio/webhooks', { token: owner.token })).json().result,
    ).toEqual([]);
  });
});

describe('another person', () => {
  it('can neither see, delete, test nor read the log of someone else’s webhook', async () => {
    const owner = await onboardedUser(t);
    const target = await receiver();
    const webhook = await addWebhook(owner, target.url);
    const stranger = await registerUser(t, 'Stranger Danger');
    const theirs = await t.call('GET', '/portfolio/webhooks', { token: stranger.token });
    expect(theirs.json().result).toEqual([]);
    for (const [method, path] of [
      ['DELETE', `/portfolio/webhooks/${webhook._id}`],
      ['POST', `/portfolio/webhooks/${webhook._id}/test`],
      ['GET', `/portfolio/webhooks/${webhook._id}/deliveries`],
    ] as const) {
      const res = await t.call(method, path, { token: stranger.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(webhookErrors.notFound);
      const anonymous = await t.call(method, path);
      expect(anonymous.statusCode).toBe(401);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call('GET', `/portfolio/webhooks/${id}/deliveries`, {
        token: owner.token,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(target.received).toHaveLength(0);
    expect((await t.call('GET', '/portfolio/webhooks')).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/portfolio/webhooks', { body: { url: target.url } })).statusCode,
    ).toBe(401);
    const still = await t.call('GET', '/portfolio/webhooks', { token: owner.token });
    expect(still.json().result).toEqual([webhook]);
  });
});

describe('bodies', () => {
  it('answers fuzzed bodies with a 4xx or a 201, never a 5xx', async () => {
    const owner = await registerUser(t);
    const target = await receiver();
    await fc.assert(
      fc.asyncProperty(bodiesFor({ url: target.url }), async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `${API_BASE}/portfolio/webhooks`,
          headers: { 'content-type': body.contentType, authorization: `Bearer ${owner.token}` },
          payload: body.payload,
        });
        expect([201, 400, 409, 413, 415]).toContain(res.statusCode);
        expect(res.json().success).toBe(res.statusCode === 201);
      }),
      { numRuns: 60 },
    );
    const stored = await t.call('GET', '/portfolio/webhooks', { token: owner.token });
    for (const webhook of stored.json().result as ContactWebhook[]) {
      expect(webhook.url.startsWith('https://')).toBe(true);
    }
  });

  it('refuses an oversize body unread, on every route that takes one', async () => {
    const owner = await registerUser(t);
    const target = await receiver();
    const webhook = await addWebhook(owner, target.url);
    for (const path of ['/portfolio/webhooks', `/portfolio/webhooks/${webhook._id}/test`]) {
      const body = oversize();
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}${path}`,
        headers: { 'content-type': body.contentType, authorization: `Bearer ${owner.token}` },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(413);
    }
    expect(target.received).toHaveLength(0);
  });
});
