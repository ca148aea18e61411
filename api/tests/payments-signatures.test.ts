import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import { loadConfig } from '../src/config.js';
import {
  signCallback,
  signWebhook,
  verifyCallbackSignature,
  verifyWebhookSignature,
} from '../src/modules/payments/signatures.js';

const hmac = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

describe('webhook signatures (X-Razorpay-Signature)', () => {
  const secret = 'whsec_test_1234';
  const body = '{"entity":"event","event":"payment_link.paid","payload":{"x":"₹ 1,499"}}';

  it('matches the published HMAC-SHA256 vector', () => {
    // The well-known vector: HMAC_SHA256("key", "The quick brown fox jumps over the lazy dog").
    const vector = 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8';
    expect(signWebhook('The quick brown fox jumps over the lazy dog', 'key')).toBe(vector);
    expect(
      verifyWebhookSignature('The quick brown fox jumps over the lazy dog', vector, 'key'),
    ).toBe(true);
  });

  it('accepts the hex HMAC of the raw body, as a string or as the bytes received', () => {
    const signature = hmac(secret, Buffer.from(body, 'utf8'));
    expect(signWebhook(body, secret)).toBe(signature);
    expect(verifyWebhookSignature(body, signature, secret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body, 'utf8'), signature, secret)).toBe(true);
    expect(verifyWebhookSignature(body, signature.toUpperCase(), secret)).toBe(true);
  });

  it('refuses a tampered or re-serialised body, another secret and malformed signatures', () => {
    const signature = hmac(secret, body);
    expect(verifyWebhookSignature(body.replace('1,499', '1,999'), signature, secret)).toBe(false);
    expect(
      verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), signature, secret),
    ).toBe(false);
    expect(verifyWebhookSignature(body, signature, 'another-secret')).toBe(false);
    expect(verifyWebhookSignature(body, undefined, secret)).toBe(false);
    expect(verifyWebhookSignature(body, '', secret)).toBe(false);
    expect(verifyWebhookSignature(body, signature.slice(0, 63), secret)).toBe(false);
    expect(verifyWebhookSignature(body, `${signature}00`, secret)).toBe(false);
    expect(verifyWebhookSignature(body, [signature], secret)).toBe(false);
    expect(verifyWebhookSignature(body, 'z'.repeat(64), secret)).toBe(false);
    expect(() => verifyWebhookSignature(body, signature, '')).toThrow();
  });
});

describe('payment link callback signatures (razorpay_signature)', () => {
  const keySecret = 'key_secret_test';
  // The documentation's example query.
  const params = {
    razorpay_payment_id: 'pay_Fc8mUeDrEKf08Y',
    razorpay_payment_link_id: 'plink_Fc8lXILABzQL7M',
    razorpay_payment_link_reference_id: 'TSsd1989',
    razorpay_payment_link_status: 'partially_paid',
  };
  const expected = hmac(
    keySecret,
    'plink_Fc8lXILABzQL7M|TSsd1989|partially_paid|pay_Fc8mUeDrEKf08Y',
  );

  it('signs link id | reference id | status | payment id with the key secret', () => {
    expect(signCallback(params, keySecret)).toBe(expected);
    expect(verifyCallbackSignature({ ...params, razorpay_signature: expected }, keySecret)).toBe(
      true,
    );
  });

  it('refuses a changed parameter, another secret, a missing or repeated one', () => {
    const signed = { ...params, razorpay_signature: expected };
    expect(
      verifyCallbackSignature({ ...signed, razorpay_payment_link_status: 'paid' }, keySecret),
    ).toBe(false);
    expect(
      verifyCallbackSignature({ ...signed, razorpay_payment_link_reference_id: 'TS1' }, keySecret),
    ).toBe(false);
    expect(verifyCallbackSignature(signed, 'other')).toBe(false);
    expect(verifyCallbackSignature(params, keySecret)).toBe(false);
    expect(
      verifyCallbackSignature(
        { ...signed, razorpay_payment_id: ['pay_Fc8mUeDrEKf08Y'] },
        keySecret,
      ),
    ).toBe(false);
    expect(verifyCallbackSignature({ ...signed, razorpay_payment_id: '' }, keySecret)).toBe(false);
  });

  it('signs an empty reference when the link had none', () => {
    const noReference = { ...params, razorpay_payment_link_reference_id: '' };
    const signature = hmac(keySecret, 'plink_Fc8lXILABzQL7M||partially_paid|pay_Fc8mUeDrEKf08Y');
    expect(signCallback(noReference, keySecret)).toBe(signature);
    const withoutReference: Partial<typeof params> = { ...params };
    delete withoutReference.razorpay_payment_link_reference_id;
    expect(
      verifyCallbackSignature({ ...withoutReference, razorpay_signature: signature }, keySecret),
    ).toBe(true);
  });
});

describe('Razorpay configuration', () => {
  const keys = {
    RAZORPAY_KEY_ID: 'rzp_test_abc',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'whsec',
  };

  it('uses Razorpay itself when all three keys are set', () => {
    expect(loadConfig(keys).razorpay).toEqual({
      mode: 'razorpay',
      keyId: 'rzp_test_abc',
      keySecret: 'secret',
      webhookSecret: 'whsec',
      apiUrl: 'https://api.razorpay.com',
    });
    expect(
      loadConfig({ ...keys, RAZORPAY_API_URL: 'http://127.0.0.1:9999/' }).razorpay.apiUrl,
    ).toBe('http://127.0.0.1:9999');
  });

  it('refuses some keys without the others', () => {
    for (const missing of Object.keys(keys)) {
      const env: Record<string, string> = { ...keys };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(/must be set together/);
    }
    expect(() => loadConfig({ ...keys, RAZORPAY_API_URL: 'api.razorpay.com' })).toThrow(
      /RAZORPAY_API_URL/,
    );
  });

  it('never falls back to the emulator in production unless asked to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/RAZORPAY_EMULATOR=true/);
    expect(loadConfig({ NODE_ENV: 'production', ...keys }).razorpay.mode).toBe('razorpay');
    expect(loadConfig({ NODE_ENV: 'production', RAZORPAY_EMULATOR: 'true' }).razorpay.mode).toBe(
      'emulator',
    );
  });

  it('runs the emulator unasked only on the embedded database with a loopback HOST', () => {
    const server = 'postgres://tapfolio@db.example:5432/tapfolio';
    expect(loadConfig({}).razorpay.mode).toBe('emulator');
    expect(loadConfig({ HOST: '127.0.0.1' }).razorpay.mode).toBe('emulator');
    for (const env of [
      { HOST: '0.0.0.0' },
      { DATABASE_URL: server },
      { RAZORPAY_EMULATOR: 'false' },
    ]) {
      expect(() => loadConfig(env)).toThrow(
        'Payments need RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or RAZORPAY_EMULATOR=true',
      );
      expect(loadConfig({ ...env, ...keys }).razorpay.mode).toBe('razorpay');
    }
    expect(loadConfig({ HOST: '0.0.0.0', RAZORPAY_EMULATOR: 'true' }).razorpay.mode).toBe(
      'emulator',
    );
    expect(loadConfig({ DATABASE_URL: server, RAZORPAY_EMULATOR: 'true' }).razorpay.mode).toBe(
      'emulator',
    );
  });

  it('falls back to the emulator with keys made at start-up', () => {
    const first = loadConfig({ PUBLIC_URL: 'https://shop.example' }).razorpay;
    const second = loadConfig({ PUBLIC_URL: 'https://shop.example' }).razorpay;
    expect(first.mode).toBe('emulator');
    expect(first.apiUrl).toBe('https://shop.example/api/v1/razorpay-emulator');
    expect(first.keyId).toMatch(/^rzp_test_/);
    expect(first.keySecret.length).toBeGreaterThanOrEqual(20);
    expect(first.webhookSecret).not.toBe(first.keySecret);
    expect(second.keySecret).not.toBe(first.keySecret);
  });
});
