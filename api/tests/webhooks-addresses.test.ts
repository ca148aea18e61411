import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { webhookErrors, type WebhookDelivery } from 'shared-contracts';
import { ConfigError, loadConfig } from '../src/app.js';
import { contactWebhooks, webhookDeliveries } from '../src/db/schema/index.js';
import { guardedLookup, isPublicAddress } from '../src/modules/webhooks/addresses.js';
import { deliveryWorkerOf, type DeliveryWorker } from '../src/modules/webhooks/delivery-worker.js';
import { claimDue } from '../src/modules/webhooks/repository.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { eventually } from './helpers/eventually.js';
import { onboardedUser } from './helpers/users.js';
import { receiverCertificate, startReceiver, type Receiver } from './helpers/webhook-receivers.js';

/**
 * Address safety with the default setting: listening https servers on this machine, which the app
 * would even trust, are never connected to, whether the URL is refused when saved or was stored
 * before (as if its name pointed elsewhere then: DNS rebinding).
 */

const tls = receiverCertificate();
let t: TestApp;
let worker: DeliveryWorker;
let v4: Receiver;
/** Undefined where this machine has no IPv6 loopback. */
let v6: Receiver | undefined;

beforeAll(async () => {
  t = await createTestApp({
    webhooks: {
      ...loadConfig({}).webhooks,
      timeoutMs: 2000,
      pollIntervalMs: 3_600_000,
      extraCertificates: [tls.cert],
    },
  });
  worker = deliveryWorkerOf(t.api.db)!;
  v4 = await startReceiver(tls, '127.0.0.1');
  v6 = await startReceiver(tls, '::1').catch(() => undefined);
});

afterAll(async () => {
  await t?.close();
  await v4?.close();
  await v6?.close();
});

const connections = () => v4.connections + (v6?.connections ?? 0);

function privateUrls(): string[] {
  const port = new URL(v4.url).port;
  const urls = [
    v4.url,
    `https://localhost:${port}/hooks`,
    `https://2130706433:${port}/hooks`,
    `https://0x7f.0.0.1:${port}/hooks`,
    `https://[::ffff:127.0.0.1]:${port}/hooks`,
    `https://0.0.0.0:${port}/hooks`,
    'https://10.0.0.1/hooks',
    'https://172.16.5.4/hooks',
    'https://192.168.1.1/hooks',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/hooks',
    'https://[::ffff:10.0.0.1]/hooks',
    'https://[fd00:ec2::254]/latest/meta-data/',
    'https://[fe80::1]/hooks',
    'https://[::]/hooks',
    'https://224.0.0.1/hooks',
  ];
  if (v6) urls.push(v6.url);
  else urls.push('https://[::1]/hooks');
  return urls;
}

describe('with the default setting', () => {
  it('is the default and is refused in production', () => {
    expect(loadConfig({}).webhooks.allowPrivateAddresses).toBe(false);
    expect(() =>
      loadConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', NODE_ENV: 'production' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'yes' })).toThrow(ConfigError);
  });

  it('refuses private, loopback and link-local URLs when saved, connecting to none', async () => {
    const owner = await onboardedUser(t);
    for (const url of privateUrls()) {
      const res = await t.call('POST', '/portfolio/webhooks', {
        token: owner.token,
        body: { url },
      });
      expect({ url, status: res.statusCode, field: res.json().fields?.url }).toEqual({
        url,
        status: 400,
        field: webhookErrors.urlPrivate,
      });
    }
    const saved = await t.call('GET', '/portfolio/webhooks', { token: owner.token });
    expect(saved.json().result).toEqual([]);
    expect(connections()).toBe(0);
  });

  it('takes a public address', async () => {
    const owner = await onboardedUser(t);
    const res = await t.call('POST', '/portfolio/webhooks', {
      token: owner.token,
      body: { url: 'https://93.184.215.14/hooks/tapfolio' },
    });
    expect(res.statusCode).toBe(201);
    // Removed at once: nothing here reaches the internet.
    await t.api.db.delete(contactWebhooks).where(eq(contactWebhooks.userId, owner.id));
  });

  it('never connects to one stored before, for a new contact or a Send test', async () => {
    const owner = await onboardedUser(t);
    const urls = privateUrls();
    await t.api.db
      .insert(contactWebhooks)
      .values(urls.map((url) => ({ userId: owner.id, url, secret: `whsec_${randomUUID()}` })));
    const res = await t.call('POST', `/portfolio/${owner.id}/leads`, {
      body: { name: 'Kiran Shah', email: 'kiran@example.com', consent: true },
    });
    expect(res.statusCode).toBe(201);
    const ids = (await t.api.db.select().from(contactWebhooks))
      .filter((row) => row.userId === owner.id)
      .map((row) => row.id);
    // The worker takes at most `concurrency` at once: woken until every one has had its attempt.
    const attempted = await eventually(async () => {
      worker.wake();
      await worker.idle();
      const rows = (await t.api.db.select().from(webhookDeliveries)).filter((row) =>
        ids.includes(row.webhookId),
      );
      return rows.length === urls.length && rows.every((row) => row.attempts === 1)
        ? rows
        : undefined;
    });
    for (const row of attempted) {
      expect(row).toMatchObject({
        status: 'pending',
        lastStatusCode: null,
        lastError: 'address not public',
      });
    }
    const test = await t.call('POST', `/portfolio/webhooks/${ids[0]}/test`, {
      token: owner.token,
    });
    expect(test.json().result as WebhookDelivery).toMatchObject({
      lastError: 'address not public',
      status: 'pending',
    });
    expect(connections()).toBe(0);
  });
});

describe('address rules', () => {
  it('judges every kind of address by its range', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '0.0.0.0',
      '0.1.2.3',
      '255.255.255.255',
      '224.0.0.1',
      '198.18.0.1',
      '::1',
      '::',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      'ff02::1',
      '2001:db8::1',
      'not an address',
    ];
    const allowed = ['8.8.8.8', '93.184.215.14', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(allowed.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  it('refuses a name at connection time when any of its answers is private', async () => {
    const resolve = (host: string, allowPrivate: boolean) =>
      new Promise<{ error?: { code?: string }; address?: unknown }>((done) =>
        guardedLookup(allowPrivate)(host, { all: true }, (error, address) =>
          done({ ...(error && { error }), address }),
        ),
      );
    expect((await resolve('localhost', false)).error?.code).toBe('EADDRNOTPUBLIC');
    const allowed = await resolve('localhost', true);
    expect(allowed.error).toBeUndefined();
    expect(allowed.address).toEqual(await lookup('localhost', { all: true }));
  });
});

describe('two API processes', () => {
  it('never claim the same delivery', async () => {
    const owner = await onboardedUser(t);
    const [hook] = await t.api.db
      .insert(contactWebhooks)
      .values({ userId: owner.id, url: 'https://10.9.9.9/x', secret: 'whsec_x' })
      .returning();
    // Only these rows are due: the earlier tests' retries are set aside.
    await t.api.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.status, 'pending'));
    const now = new Date('2030-01-01T00:00:00Z');
    await t.api.db.insert(webhookDeliveries).values(
      Array.from({ length: 6 }, () => ({
        webhookId: hook!.id,
        event: 'contact.created',
        body: '{}',
        createdAt: now,
        nextAttemptAt: now,
      })),
    );
    const claim = () =>
      claimDue(t.api.db, { now, limit: 8, busy: [], leaseUntil: new Date(now.getTime() + 70_000) });
    // One per webhook at a time: six due deliveries of one webhook go one by one.
    const [a, b] = await Promise.all([claim(), claim()]);
    expect(a.length + b.length).toBe(1);
    const again = await claim();
    expect(again).toHaveLength(1);
    expect(again[0]!.row.id).not.toBe((a[0] ?? b[0])!.row.id);
    await t.api.db.delete(contactWebhooks).where(eq(contactWebhooks.id, hook!.id));
  });
});
