import { describe, expect, it, rs } from '@rstest/core';
import { ConfigError, loadConfig, loadConfigOrExit } from '../src/config.js';

/** Settings read from `env`, with the payment emulator asked for: payments are not what these judge. */
const settingsOf = (env: NodeJS.ProcessEnv) => loadConfig({ RAZORPAY_EMULATOR: 'true', ...env });

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
    const printed: string[] = [];
    const error = rs.spyOn(console, 'error').mockImplementation((line: unknown) => {
      printed.push(String(line));
    });
    const exit = rs.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    try {
      expect(() => loadConfigOrExit({ DATABASE_URL: 'mysql://db/x' }, 'gateway')).toThrow('exit 1');
      expect(printed).toEqual([
        'gateway: DATABASE_URL must be a postgres:// or postgresql:// URL (or memory://), ' +
          'got a URL of scheme "mysql:"',
      ]);
    } finally {
      error.mockRestore();
      exit.mockRestore();
    }
  });
});
