import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { WALLET_NOT_SET_UP, portfolioErrors, walletErrors, walletTexts } from 'shared-contracts';
import { ConfigError, loadConfig } from '../src/config.js';
import { portfolios } from '../src/db/schema/index.js';
import { createPassTickets } from '../src/modules/wallet/pass-tickets.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PERSONAL } from './helpers/card-changes.js';
import { appSecret, forgedTokens } from './helpers/tokens.js';
import { portfolioUpdate } from './support/valid-bodies.js';
import { uploaded } from './helpers/uploads.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';

const ISSUER_ID = '3388000000022123456';
const CLIENT_EMAIL = 'wallet-signer@tapfolio-test.iam.gserviceaccount.com';
const CLASS_ID = `${ISSUER_ID}.tapfolio_card`;

interface LocalizedString {
  defaultValue: { language: string; value: string };
}
interface GenericObject {
  id: string;
  classId: string;
  cardTitle: LocalizedString;
  header: LocalizedString;
  subheader?: LocalizedString;
  logo?: { sourceUri: { uri: string } };
  hexBackgroundColor: string;
  barcode: { type: string; value: string };
  linksModuleData: { uris: { uri: string; description: string }[] };
}
interface SaveClaims extends JWTPayload {
  typ: string;
  origins: string[];
  payload: { genericClasses: { id: string }[]; genericObjects: GenericObject[] };
}

/** A service account's key file as Google hands it out (the fields the API reads, and others). */
const keyFile = (privateKey: KeyObject, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'tapfolio-test',
    private_key_id: '0123456789abcdef',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: CLIENT_EMAIL,
    client_id: '123456789012345678901',
    ...overrides,
  });

describe('Google Wallet', () => {
  let dir: string;
  let keyPath: string;
  let publicKey: KeyObject;
  let privateKey: KeyObject;
  let t: TestApp;
  let owner: TestUser;
  const env = () => ({
    GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: keyPath,
  });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wallet-google-'));
    ({ publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 }));
    keyPath = join(dir, 'service-account.json');
    await writeFile(keyPath, keyFile(privateKey));
    t = await createTestApp({}, { env: env() });
    owner = await onboardedUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const save = (user: TestUser | null, query = '') =>
    t.call('GET', `/portfolio/wallet/google${query}`, { token: user?.token });

  /** The save link's JWT, verified with the test's public key: its header and claims. */
  async function savedPass(user: TestUser, query = '', headers: Record<string, string> = {}) {
    const res = await t.call('GET', `/portfolio/wallet/google${query}`, {
      token: user.token,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const { saveUrl } = res.json().result as { saveUrl: string };
    expect(saveUrl.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = saveUrl.slice('https://pay.google.com/gp/v/save/'.length);
    const { payload } = await jwtVerify<SaveClaims>(jwt, publicKey, {
      algorithms: ['RS256'],
      issuer: CLIENT_EMAIL,
      audience: 'google',
    });
    const objects = payload.payload.genericObjects;
    expect(objects).toHaveLength(1);
    return { jwt, claims: payload, object: objects[0]! };
  }

  describe('settings', () => {
    const settingsOf = (extra: NodeJS.ProcessEnv) =>
      loadConfig({ RAZORPAY_EMULATOR: 'true', ...extra }).wallet.google;

    it('reads the issuer and the service account key file; without both Google Wallet is off', () => {
      const google = settingsOf(env());
      expect(google).toMatchObject({ issuerId: ISSUER_ID, clientEmail: CLIENT_EMAIL });
      expect(google?.privateKey).toContain('BEGIN PRIVATE KEY');
      expect(settingsOf({})).toBeUndefined();
      const blank = { GOOGLE_WALLET_ISSUER_ID: '', GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: ' ' };
      expect(settingsOf(blank)).toBeUndefined();
    });

    it.each([
      [
        'the issuer',
        { GOOGLE_WALLET_ISSUER_ID: ISSUER_ID },
        'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE missing',
      ],
      [
        'the key file',
        { GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: '/x.json' },
        'GOOGLE_WALLET_ISSUER_ID missing',
      ],
    ])('stops the start when only %s is set, naming what is missing', (_, half, said) => {
      expect(() => settingsOf(half)).toThrow(ConfigError);
      expect(() => settingsOf(half)).toThrow(said);
    });

    it('refuses an issuer id that is not a number, and a key file it cannot read or use', async () => {
      expect(() => settingsOf({ ...env(), GOOGLE_WALLET_ISSUER_ID: 'tapfolio' })).toThrow(
        `GOOGLE_WALLET_ISSUER_ID must be the issuer's number`,
      );
      const missing = join(dir, 'nowhere.json');
      expect(() => settingsOf({ ...env(), GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: missing })).toThrow(
        `GOOGLE_WALLET_SERVICE_ACCOUNT_FILE could not be read (ENOENT): "${missing}"`,
      );
      const files: [string, string, string][] = [
        ['not-json.json', 'client_email = x', 'which is not JSON'],
        ['no-email.json', keyFile(privateKey, { client_email: undefined }), 'with client_email'],
        ['bad-key.json', keyFile(privateKey, { private_key: 'nope' }), 'is not a private key'],
        [
          'ec-key.json',
          keyFile(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey),
          'must be an RSA key',
        ],
      ];
      for (const [name, text, said] of files) {
        const path = join(dir, name);
        await writeFile(path, text);
        const read = () => settingsOf({ ...env(), GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: path });
        expect(read).toThrow(ConfigError);
        expect(read).toThrow(said);
      }
    });
  });

  it('is offered when configured, and Apple Wallet is not', async () => {
    const res = await t.call('GET', '/portfolio/wallet', { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ google: true, apple: false });
  });

  it('answers 401 without a token, and with every kind of forged one', async () => {
    for (const path of ['/portfolio/wallet', '/portfolio/wallet/google']) {
      expect((await t.call('GET', path)).statusCode).toBe(401);
      for (const token of Object.values(await forgedTokens(t, owner.id))) {
        expect((await t.call('GET', path, { token })).statusCode).toBe(401);
      }
    }
  });

  it('answers 404 like the other card routes to a person with no card yet', async () => {
    const res = await save(await registerUser(t, 'No Card Yet'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: portfolioErrors.notFound, code: 'NOT_FOUND' });
  });

  it("makes a save link whose JWT is signed with the issuer's key and carries one Generic pass of the card", async () => {
    const canonical = `https://tapfolio.test/portfolio/${owner.id}`;
    const { jwt, claims, object } = await savedPass(owner);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      iss: CLIENT_EMAIL,
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://tapfolio.test'],
    });
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
    expect(claims.payload.genericClasses).toEqual([{ id: CLASS_ID }]);

    // issuerId.suffix, the suffix the owner's with a version, in the characters Google allows.
    expect(object.id).toMatch(new RegExp(`^${ISSUER_ID}\\.${owner.id}-[0-9a-f]{16}$`));
    expect(object.id).toMatch(/^[\w.-]+$/);
    expect(object.classId).toBe(CLASS_ID);
    expect(object.cardTitle.defaultValue.value).toBe(walletTexts.issuer);
    expect(object.header.defaultValue.value).toBe('Asha Rao');
    // Onboarding leaves the work section empty: no subheader, no picture.
    expect(object.subheader).toBeUndefined();
    expect(object.logo).toBeUndefined();
    expect(object.hexBackgroundColor).toBe('#4f46e5');
    expect(object.barcode).toMatchObject({ type: 'QR_CODE', value: canonical });
    expect(object.linksModuleData.uris).toEqual([
      { id: 'card', uri: canonical, description: walletTexts.cardLink },
    ]);

    // Signed by the configured key alone: another key's signature does not verify.
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await expect(jwtVerify(jwt, stranger)).rejects.toThrow();
  });

  it('carries the card as it is now: a new name, work, picture and colour make a new pass', async () => {
    const before = (await savedPass(owner)).object;
    // The same card twice is the same pass.
    expect((await savedPass(owner)).object.id).toBe(before.id);

    const photo = await uploaded(t, owner.token);
    const saved = await t.call('PATCH', '/portfolio', {
      token: owner.token,
      body: {
        personalInfo: { ...PERSONAL, name: 'Asha Rao-Menon', profilePicture: { key: photo.key } },
        workInfo: {
          ...portfolioUpdate().workInfo,
          designation: 'Founder',
          companyName: 'Rao Studio',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await savedPass(owner)).object;
    expect(after.header.defaultValue.value).toBe('Asha Rao-Menon');
    expect(after.subheader?.defaultValue.value).toBe('Founder · Rao Studio');
    expect(after.logo?.sourceUri.uri).toBe(
      `https://tapfolio.test/api/v1/file?key=${encodeURIComponent(photo.key)}&w=800`,
    );
    expect(after.id).not.toBe(before.id);
    expect(after.id.startsWith(`${ISSUER_ID}.${owner.id}-`)).toBe(true);

    // An organisation's brand colour (as its template writes it) colours the pass.
    const brand = { organisation: 'Rao Group', colour: '#0E7490', sharesContacts: false };
    await t.api.db
      .update(portfolios)
      .set({ brand: { ...brand, locked: [] } })
      .where(eq(portfolios.userId, owner.id));
    t.api.publicCards.invalidate(owner.id);
    expect((await savedPass(owner)).object.hexBackgroundColor).toBe('#0e7490');
  });

  it("is written in the owner's language (Hindi), their words as written; a new language is a new pass", async () => {
    const hindi = await onboardedUser(t);
    const name = 'अनीता शर्मा';
    const saved = await t.call('PATCH', '/portfolio', {
      token: hindi.token,
      body: {
        personalInfo: { ...PERSONAL, name },
        workInfo: {
          ...portfolioUpdate().workInfo,
          designation: 'संस्थापक',
          companyName: 'Sharma & Co',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const english = (await savedPass(hindi)).object;
    expect(english.linksModuleData.uris[0]?.description).toBe(walletTexts.cardLink);

    const speaks = (language: string) =>
      t.call('PUT', '/user/language', { token: hindi.token, body: { language } });
    expect((await speaks('hi')).statusCode).toBe(200);
    // Asked for in English by the browser: the pass follows the owner's setting, not the request.
    const { object } = await savedPass(hindi, '', { 'accept-language': 'en' });
    expect(object.linksModuleData.uris).toEqual([
      {
        id: 'card',
        uri: `https://tapfolio.test/portfolio/${hindi.id}`,
        description: 'मेरा कार्ड खोलें',
      },
    ]);
    expect(object.cardTitle.defaultValue).toEqual({ language: 'hi', value: 'Tapfolio' });
    expect(object.header.defaultValue).toEqual({ language: 'hi', value: name });
    expect(object.subheader?.defaultValue).toEqual({
      language: 'hi',
      value: 'संस्थापक · Sharma & Co',
    });
    // Google ignores a second save of an id it holds: the Hindi pass is a new one.
    expect(object.id).not.toBe(english.id);
    expect(object.id.startsWith(`${ISSUER_ID}.${hindi.id}-`)).toBe(true);

    // English again: the very pass it was, id and all.
    expect((await speaks('en')).statusCode).toBe(200);
    expect((await savedPass(hindi)).object).toEqual(english);
  });

  it("gives another person their own card's pass, whatever the request names", async () => {
    const other = await onboardedUser(t, 'Ravi Kumar');
    for (const query of ['', `?userId=${owner.id}`, `?id=${owner.id}&user=${owner.id}`]) {
      const { jwt, object } = await savedPass(other, query);
      expect(object.id.startsWith(`${ISSUER_ID}.${other.id}-`)).toBe(true);
      expect(object.barcode.value).toBe(`https://tapfolio.test/portfolio/${other.id}`);
      expect(JSON.stringify(decodeJwt(jwt))).not.toContain(owner.id);
    }
  });

  it('refuses Apple Wallet clearly: this server is not set up for it, neither a link nor a pass', async () => {
    const link = await t.call('GET', '/portfolio/wallet/apple/link', { token: owner.token });
    // A genuine ticket, as a server with the settings would have made it.
    const ticket = await createPassTickets(await appSecret(t)).issue(owner.id);
    const pass = await t.call('GET', `/wallet/apple/pass.pkpass?ticket=${ticket}`);
    for (const res of [link, pass]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: walletErrors.appleNotSetUp,
        code: WALLET_NOT_SET_UP,
      });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});
