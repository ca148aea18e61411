import { describe, expect, it, rs } from '@rstest/core';
import { gstStateOf, isValidGstin } from 'shared-contracts';
import { ConfigError, SAMPLE_SELLER, loadConfig, loadConfigOrExit } from '../src/config.js';

/** Settings read from `env`, with the payment emulator asked for: payments are not what these judge. */
const settingsOf = (env: NodeJS.ProcessEnv) => loadConfig({ RAZORPAY_EMULATOR: 'true', ...env });

/** What a start with `env` prints on the error stream before it exits 1. */
function printedOnExit(env: NodeJS.ProcessEnv, program: string): string[] {
  const printed: string[] = [];
  const error = rs.spyOn(console, 'error').mockImplementation((line: unknown) => {
    printed.push(String(line));
  });
  const exit = rs.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  try {
    expect(() => loadConfigOrExit(env, program)).toThrow('exit 1');
    return printed;
  } finally {
    error.mockRestore();
    exit.mockRestore();
  }
}

describe('settings', () => {
  describe('the demo account (its password is published)', () => {
    it('is seeded by default only with the embedded database on a loopback address', () => {
      expect(settingsOf({}).host).toBe('localhost');
      expect(settingsOf({}).demoAccount).toBe(true);
      expect(settingsOf({ HOST: '127.0.0.1' }).demoAccount).toBe(true);
      expect(settingsOf({ HOST: '::1' }).demoAccount).toBe(true);
      expect(settingsOf({ HOST: '0.0.0.0' }).demoAccount).toBe(false);
      expect(settingsOf({ HOST: '::' }).demoAccount).toBe(false);
      expect(settingsOf({ HOST: '192.168.1.20' }).demoAccount).toBe(false);
      expect(settingsOf({ DATABASE_URL: 'postgres://db/tapfolio' }).demoAccount).toBe(false);
    });

    it('is seeded anywhere when DEMO_DATA=true says so, and never with DEMO_DATA=false', () => {
      expect(settingsOf({ HOST: '0.0.0.0', DEMO_DATA: 'true' }).demoAccount).toBe(true);
      expect(
        settingsOf({ DATABASE_URL: 'postgres://db/tapfolio', DEMO_DATA: 'true' }).demoAccount,
      ).toBe(true);
      expect(settingsOf({ DEMO_DATA: 'false' }).demoAccount).toBe(false);
    });

    it('leaves the demo catalogue (no secret) on with the embedded database on any address', () => {
      expect(settingsOf({ HOST: '0.0.0.0' }).demoCatalogue).toBe(true);
      expect(settingsOf({ DATABASE_URL: 'postgres://db/tapfolio' }).demoCatalogue).toBe(false);
      expect(settingsOf({ DEMO_DATA: 'false' }).demoCatalogue).toBe(false);
    });
  });

  describe('DATABASE_URL', () => {
    it('takes a PostgreSQL URL, memory://, or nothing (the embedded database)', () => {
      expect(settingsOf({ DATABASE_URL: 'postgresql://u:p@db:5432/x' }).databaseUrl).toBe(
        'postgresql://u:p@db:5432/x',
      );
      expect(settingsOf({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
      expect(settingsOf({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    });

    it.each([
      ['mysql://db/tapfolio', 'a URL of scheme "mysql:"'],
      ['postgress://db/tapfolio', 'a URL of scheme "postgress:"'],
      ['db.example.com:5432/tapfolio', 'a URL of scheme "db.example.com:"'],
      ['/var/lib/tapfolio', 'got "/var/lib/tapfolio"'],
    ])('refuses %s instead of falling back to the embedded database', (value, said) => {
      expect(() => settingsOf({ DATABASE_URL: value })).toThrow(ConfigError);
      expect(() => settingsOf({ DATABASE_URL: value })).toThrow(said);
    });
  });

  describe('the seller on tax invoices', () => {
    const SELLER = {
      SELLER_LEGAL_NAME: 'Bharat Cards Private Limited',
      SELLER_ADDRESS: '12, MG Road,  Fort, Mumbai, Maharashtra 400001',
      SELLER_STATE: 'maharashtra',
      SELLER_GSTIN: '27aapfu0939f1zv',
    };
    const LIVE = {
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook',
    };

    it('is the sample seller on the embedded defaults, marked so, at 18% under HSN 8523', () => {
      const { invoices } = loadConfig({});
      expect(invoices).toEqual({
        seller: SAMPLE_SELLER,
        sample: true,
        hsn: '8523',
        gstRateBasisPoints: 1800,
      });
      expect(SAMPLE_SELLER).toMatchObject({
        legalName: 'Tapfolio Technologies Pvt. Ltd.',
        address: '4th Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025, India',
        state: gstStateOf('Karnataka'),
      });
      expect(isValidGstin(SAMPLE_SELLER.gstin)).toBe(true);
      expect(SAMPLE_SELLER.gstin.slice(0, 2)).toBe('29');
    });

    it('stands in with the emulator asked for, and with Razorpay test keys: no money moves', () => {
      expect(settingsOf({ DATABASE_URL: 'postgres://db/x' }).invoices.sample).toBe(true);
      const test = { ...LIVE, RAZORPAY_KEY_ID: 'rzp_test_abc' };
      expect(loadConfig({ ...test, NODE_ENV: 'production' }).invoices.sample).toBe(true);
    });

    it('is required with live Razorpay keys, in one line', () => {
      expect(() => loadConfig(LIVE)).toThrow(ConfigError);
      expect(() => loadConfig(LIVE)).toThrow(
        'Live Razorpay keys need the seller on the tax invoices: set SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN',
      );
      // Anything not a test key counts as live.
      expect(() => loadConfig({ ...LIVE, RAZORPAY_KEY_ID: 'key' })).toThrow('Live Razorpay keys');
    });

    it('takes the real seller, its GSTIN normalised and its state named as GST names it', () => {
      for (const env of [
        { ...LIVE, ...SELLER },
        { RAZORPAY_EMULATOR: 'true', ...SELLER },
      ]) {
        expect(loadConfig(env).invoices).toEqual({
          seller: {
            legalName: 'Bharat Cards Private Limited',
            address: '12, MG Road, Fort, Mumbai, Maharashtra 400001',
            state: { code: '27', name: 'Maharashtra' },
            gstin: '27AAPFU0939F1ZV',
          },
          sample: false,
          hsn: '8523',
          gstRateBasisPoints: 1800,
        });
      }
    });

    it('takes a 6-digit HSN code and another rate', () => {
      const { invoices } = settingsOf({ GST_HSN_CODE: '852352', GST_RATE_PERCENT: '12' });
      expect([invoices.hsn, invoices.gstRateBasisPoints]).toEqual(['852352', 1200]);
      expect(settingsOf({ GST_RATE_PERCENT: '0.25' }).invoices.gstRateBasisPoints).toBe(25);
      expect(settingsOf({ GST_RATE_PERCENT: '18.00' }).invoices.gstRateBasisPoints).toBe(1800);
    });

    it.each([
      [
        'a GSTIN with a typo',
        { SELLER_GSTIN: '27AAPFU0939F1ZW' },
        'SELLER_GSTIN is not a GSTIN (This GSTIN has a typo: its last character does not match the others), got "27AAPFU0939F1ZW"',
      ],
      [
        'a GSTIN one short',
        { SELLER_GSTIN: '27AAPFU0939F1Z' },
        'SELLER_GSTIN is not a GSTIN (GSTIN must be 15 characters), got "27AAPFU0939F1Z"',
      ],
      [
        'a GSTIN of another state',
        { SELLER_GSTIN: '29AAGCB7383J1Z4' },
        'SELLER_GSTIN 29AAGCB7383J1Z4 is registered in state 29, but SELLER_STATE is Maharashtra (27)',
      ],
      [
        'a state GST does not know',
        { SELLER_STATE: 'Bombay' },
        'SELLER_STATE must be a state or union territory of India, e.g. Karnataka, got "Bombay"',
      ],
      [
        'a setting left out',
        { SELLER_ADDRESS: '' },
        'SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN must be set together (or none of them, for the sample seller): SELLER_ADDRESS missing',
      ],
      [
        'a name too long to print',
        { SELLER_LEGAL_NAME: 'x'.repeat(121) },
        'SELLER_LEGAL_NAME must be at most 120 characters',
      ],
    ])('refuses %s', (_, change, said) => {
      expect(() => settingsOf({ ...SELLER, ...change })).toThrow(ConfigError);
      expect(() => settingsOf({ ...SELLER, ...change })).toThrow(said);
    });

    it.each([
      ['GST_HSN_CODE', '85', 'GST_HSN_CODE must be 4, 6 or 8 digits, e.g. 8523, got "85"'],
      ['GST_HSN_CODE', '85235', 'GST_HSN_CODE must be 4, 6 or 8 digits'],
      ['GST_HSN_CODE', '8523 52', 'GST_HSN_CODE must be 4, 6 or 8 digits'],
      ['GST_RATE_PERCENT', '18%', 'GST_RATE_PERCENT must be a rate above 0 and at most 40'],
      ['GST_RATE_PERCENT', '0', 'GST_RATE_PERCENT must be a rate above 0 and at most 40'],
      ['GST_RATE_PERCENT', '41', 'GST_RATE_PERCENT must be a rate above 0 and at most 40'],
      ['GST_RATE_PERCENT', '0.125', 'with at most 2 decimals, e.g. 18, got "0.125"'],
    ])('refuses %s=%s', (name, value, said) => {
      expect(() => settingsOf({ [name]: value })).toThrow(said);
    });

    it('stops the start with one line for a malformed GSTIN', () => {
      expect(printedOnExit({ ...SELLER, SELLER_GSTIN: '27AAPFU0939F1ZW' }, 'api')).toEqual([
        'api: SELLER_GSTIN is not a GSTIN (This GSTIN has a typo: its last character does not match the others), got "27AAPFU0939F1ZW"',
      ]);
    });
  });

  describe("DELIVERY_DAYS (the shop's delivery line)", () => {
    it('promises 5-7 days unless set, and takes a range or one number', () => {
      expect(settingsOf({}).delivery).toEqual({ minDays: 5, maxDays: 7 });
      expect(settingsOf({ DELIVERY_DAYS: '3-4' }).delivery).toEqual({ minDays: 3, maxDays: 4 });
      expect(settingsOf({ DELIVERY_DAYS: '2' }).delivery).toEqual({ minDays: 2, maxDays: 2 });
    });

    it.each(['7-5', '0-3', '5-61', 'a week', '5 to 7', '-3'])('refuses %s', (value) => {
      expect(() => settingsOf({ DELIVERY_DAYS: value })).toThrow(
        `DELIVERY_DAYS must be days from 1 to 60, one number or a range fewest first, e.g. 5-7, got "${value}"`,
      );
    });
  });

  it.each([
    ['DEMO_DATA', 'yes', 'DEMO_DATA must be "true" or "false", got "yes"'],
    [
      'TRUST_PROXY',
      'yes',
      'TRUST_PROXY must be a number of proxies or a comma-separated list of addresses and CIDRs, got "yes"',
    ],
    ['TRUST_PROXY', '10.0.0.0/8,10.0.0.300', 'got "10.0.0.300"'],
    ['JWT_SECRET', 'twelve-bytes', 'JWT_SECRET must be at least 32 bytes, got 12'],
    [
      'TRUST_PROXY',
      'true',
      'TRUST_PROXY=true would believe an X-Forwarded-For any client makes up',
    ],
    ['S3_FORCE_PATH_STYLE', 'True', 'S3_FORCE_PATH_STYLE must be "true" or "false"'],
    ['PORT', '80800', 'PORT must be a port number (0-65535), got "80800"'],
    ['PORT', 'http', 'PORT must be a non-negative integer, got "http"'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info'],
    ['JWT_EXPIRES_IN', 'a week', 'JWT_EXPIRES_IN must be a duration such as 7d'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['PUBLIC_URL', 'tapfolio.app', 'PUBLIC_URL must be an absolute URL'],
  ])('refuses a malformed %s=%s', (name, value, said) => {
    const extra = name === 'S3_FORCE_PATH_STYLE' ? { S3_BUCKET: 'cards' } : {};
    expect(() => settingsOf({ ...extra, [name]: value })).toThrow(said);
  });

  it('refuses to start with one line on the error stream, not a stack trace', () => {
    expect(printedOnExit({ DATABASE_URL: 'mysql://db/x' }, 'gateway')).toEqual([
      'gateway: DATABASE_URL must be a postgres:// or postgresql:// URL (or memory://), ' +
        'got a URL of scheme "mysql:"',
    ]);
  });
});
