import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { RAZORPAY_EMULATOR_PATH } from '../src/config.js';
import {
  RazorpayApiError,
  RazorpayClient,
  RazorpayNetworkError,
  isDuplicateReferenceError,
  type RazorpayClientOptions,
} from '../src/modules/payments/razorpay-client.js';
import type { CreatePaymentLinkRequest } from '../src/modules/payments/types.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
let sequence = 0;
const reference = () => `TF-TEST${++sequence}-${Date.now().toString(36)}`;

async function refusalOf(promise: Promise<unknown>): Promise<RazorpayApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RazorpayApiError) return error;
    throw error;
  }
  throw new Error('expected Razorpay to refuse');
}

/** The API with no Razorpay keys, listening: the client reaches its emulator over real HTTP. */
describe('RazorpayClient against the emulator the API mounts', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: (options?: Partial<RazorpayClientOptions>) => RazorpayClient;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}${RAZORPAY_EMULATOR_PATH}`;
    const { keyId, keySecret } = t.config.razorpay;
    client = (options = {}) =>
      new RazorpayClient({ keyId, keySecret, baseUrl, retryDelayMs: 1, ...options });
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (extra: Partial<CreatePaymentLinkRequest> = {}): CreatePaymentLinkRequest => ({
    amount: 149_900,
    currency: 'INR',
    reference_id: reference(),
    description: 'Tapfolio order',
    customer: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919876543210' },
    notify: { sms: false, email: false },
    reminder_enable: false,
    notes: { order: 'TF-7K3Q9D' },
    callback_url: 'https://tapfolio.test/orders/42',
    callback_method: 'get',
    expire_by: inAnHour(),
    ...extra,
  });

  it('runs in emulator mode when no keys are configured', () => {
    expect(t.config.razorpay.mode).toBe('emulator');
  });

  it('creates, fetches and cancels a link with Razorpay’s entity', async () => {
    const asked = request();
    const link = await client().createPaymentLink(asked);
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link).toMatchObject({
      amount: 149_900,
      amount_paid: 0,
      currency: 'INR',
      status: 'created',
      reference_id: asked.reference_id,
      description: 'Tapfolio order',
      customer: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919876543210' },
      notify: { sms: false, email: false },
      notes: { order: 'TF-7K3Q9D' },
      callback_url: 'https://tapfolio.test/orders/42',
      callback_method: 'get',
      expire_by: asked.expire_by,
      cancelled_at: 0,
      expired_at: 0,
      accept_partial: false,
      upi_link: false,
      payments: null,
    });
    expect(link.short_url).toBe(`https://tapfolio.test/api/v1/razorpay-emulator/pay/${link.id}`);
    expect(typeof link.created_at).toBe('number');

    expect(await client().fetchPaymentLink(link.id)).toEqual(link);
    expect(await client().findPaymentLinkByReference(asked.reference_id!)).toEqual(link);
    expect(await client().findPaymentLinkByReference('no-such-reference')).toBeUndefined();

    const cancelled = await client().cancelPaymentLink(link.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelled_at).toBeGreaterThan(0);
    expect((await client().fetchPaymentLink(link.id)).status).toBe('cancelled');

    const again = await refusalOf(client().cancelPaymentLink(link.id));
    expect(again.status).toBe(400);
    expect(again.description).toBe('cannot cancel or expire an expired link');
  });

  it('answers an unknown id as Razorpay does', async () => {
    const error = await refusalOf(client().fetchPaymentLink('plink_AAAAAAAAAAAAAA'));
    expect(error.status).toBe(400);
    expect(error.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The id provided does not exist',
    });
    await expect(client().fetchPaymentLink('../v1/payment_links')).rejects.toThrow(TypeError);
  });

  it('refuses a wrong key or secret with Razorpay’s 401 body', async () => {
    const wrongKey = await refusalOf(
      client({ keyId: 'rzp_test_wrong' }).createPaymentLink(request()),
    );
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The api key provided is invalid',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    });
    const wrongSecret = await refusalOf(
      client({ keySecret: 'not-the-secret' }).fetchPaymentLink('plink_AAAAAAAAAAAAAA'),
    );
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.description).toBe('The api secret provided is invalid');

    const anonymous = await fetch(`${baseUrl}/v1/payment_links/plink_AAAAAAAAAAAAAA`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe(
      'BAD_REQUEST_ERROR',
    );
  });

  it('refuses amounts that are not whole paise of at least ₹1, and other currencies', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 99 }, 'amount', 'The amount must be at least INR 1.00'],
      [{ amount: 0 }, 'amount', 'The amount must be at least INR 1.00'],
      [{ amount: -500 }, 'amount', 'The amount must be at least INR 1.00'],
      [{ amount: 1499.5 }, 'amount', 'The amount must be an integer.'],
      [{ amount: '149900' }, 'amount', 'The amount must be an integer.'],
      [{ amount: undefined }, 'amount', 'The amount field is required.'],
      [{ currency: 'USD' }, 'currency', 'Currency is not supported'],
      [{ currency: 'inr' }, 'currency', 'The selected currency is invalid.'],
      [
        { reference_id: 'R'.repeat(41) },
        'reference_id',
        'The reference id may not be greater than 40 characters.',
      ],
      [
        { expire_by: Math.floor(Date.now() / 1000) + 600 },
        'expire_by',
        'timestamp must be atleast 15 minutes in future',
      ],
      [
        { callback_method: undefined },
        'callback_method',
        'The callback method field is required when callback url is present.',
      ],
      [{ callback_method: 'post' }, 'callback_method', 'The selected callback method is invalid.'],
      [{ callback_url: 'orders/42' }, 'callback_url', 'The callback url format is invalid.'],
      [{ surprise: true }, 'surprise', 'surprise is/are not required and should not be sent'],
    ];
    for (const [change, field, description] of cases) {
      const body = { ...request(), ...change } as CreatePaymentLinkRequest;
      const error = await refusalOf(client().createPaymentLink(body));
      expect({ status: error.status, field: error.field, description: error.description }).toEqual({
        status: 400,
        field,
        description,
      });
      expect(error.code).toBe('BAD_REQUEST_ERROR');
    }
    // Nothing was made for any of them.
    const list = (await (
      await fetch(`${baseUrl}/v1/payment_links`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${t.config.razorpay.keyId}:${t.config.razorpay.keySecret}`).toString('base64')}`,
        },
      })
    ).json()) as { payment_links: { amount: number }[] };
    expect(list.payment_links.every((link) => link.amount === 149_900)).toBe(true);
  });

  it('refuses a second link with the same reference_id, cancelled or not', async () => {
    const asked = request();
    const link = await client().createPaymentLink(asked);
    const duplicate = await refusalOf(client().createPaymentLink({ ...asked, amount: 10_000 }));
    expect(duplicate.status).toBe(400);
    expect(duplicate.description).toBe('payment link creation with reference ID already attempted');
    expect(isDuplicateReferenceError(duplicate)).toBe(true);

    await client().cancelPaymentLink(link.id);
    expect(isDuplicateReferenceError(await refusalOf(client().createPaymentLink(asked)))).toBe(
      true,
    );
  });

  it('retries a create whose answer was lost and returns the link it made, not a second one', async () => {
    let calls = 0;
    const losesFirstAnswer: typeof fetch = async (input, init) => {
      calls++;
      const response = await fetch(input, init);
      if (calls === 1) throw new TypeError('fetch failed: socket hang up');
      return response;
    };
    const asked = request();
    const link = await client({ fetch: losesFirstAnswer }).createPaymentLink(asked);
    expect(link.reference_id).toBe(asked.reference_id);
    // create (lost), create (duplicate), GET ?reference_id=
    expect(calls).toBe(3);
    expect(await client().findPaymentLinkByReference(asked.reference_id!)).toEqual(link);
  });

  it('never retries a create without reference_id', async () => {
    let calls = 0;
    const failing: typeof fetch = async () => {
      calls++;
      throw new TypeError('fetch failed');
    };
    const withoutReference = request();
    delete withoutReference.reference_id;
    await expect(
      client({ fetch: failing }).createPaymentLink(withoutReference),
    ).rejects.toBeInstanceOf(RazorpayNetworkError);
    expect(calls).toBe(1);
  });

  it('does not retry a refusal, and retries a fetch after a 503', async () => {
    let calls = 0;
    const counting: typeof fetch = async (input, init) => {
      calls++;
      return fetch(input, init);
    };
    await refusalOf(client({ fetch: counting }).createPaymentLink(request({ amount: 1 })));
    expect(calls).toBe(1);

    const link = await client().createPaymentLink(request());
    let attempts = 0;
    const busyOnce: typeof fetch = async (input, init) => {
      attempts++;
      if (attempts === 1) {
        return new Response(
          JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'busy' } }),
          { status: 503, headers: { 'content-type': 'application/json' } },
        );
      }
      return fetch(input, init);
    };
    expect((await client({ fetch: busyOnce }).fetchPaymentLink(link.id)).id).toBe(link.id);
    expect(attempts).toBe(2);
  });

  it('retries a cancel whose answer was lost and returns the cancelled link', async () => {
    const link = await client().createPaymentLink(request());
    let calls = 0;
    const losesFirstAnswer: typeof fetch = async (input, init) => {
      calls++;
      const response = await fetch(input, init);
      if (calls === 1) throw new TypeError('fetch failed');
      return response;
    };
    const cancelled = await client({ fetch: losesFirstAnswer }).cancelPaymentLink(link.id);
    expect(cancelled.status).toBe('cancelled');
    expect(calls).toBe(3); // cancel (lost), cancel (refused: no longer open), GET
  });
});

describe('RazorpayClient timeouts', () => {
  let silent: Server;
  let url: string;
  let requests = 0;

  beforeAll(async () => {
    // Accepts requests and never answers them.
    silent = createHttpServer(() => {
      requests++;
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after the timeout with a RazorpayNetworkError, retrying a GET', async () => {
    const client = new RazorpayClient({
      keyId: 'rzp_test_x',
      keySecret: 'secret',
      baseUrl: url,
      timeoutMs: 150,
      retries: 1,
      retryDelayMs: 1,
    });
    const started = Date.now();
    const error = await client.fetchPaymentLink('plink_AAAAAAAAAAAAAA').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RazorpayNetworkError);
    expect((error as RazorpayNetworkError).timedOut).toBe(true);
    expect(requests).toBe(2);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('with Razorpay keys', () => {
  it('does not mount the emulator', async () => {
    const t = await createTestApp(
      {},
      {
        env: {
          RAZORPAY_KEY_ID: 'rzp_test_abc',
          RAZORPAY_KEY_SECRET: 'secret',
          RAZORPAY_WEBHOOK_SECRET: 'whsec',
        },
      },
    );
    try {
      expect(t.config.razorpay.mode).toBe('razorpay');
      const response = await t.call('GET', '/razorpay-emulator/v1/payment_links');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });
});
