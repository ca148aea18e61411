import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createSigner } from 'fast-jwt';
import { strFromU8, unzipSync } from 'fflate';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import forge from 'node-forge';
import sharp from 'sharp';
import {
  API_BASE,
  PKPASS_MEDIA_TYPE,
  WALLET_LINK_INVALID,
  WALLET_NOT_SET_UP,
  portfolioErrors,
  walletErrors,
  walletTexts,
} from 'shared-contracts';
import { derivedKey } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  PASS_LINK_RATE_LIMIT,
  PASS_TICKET_LIFETIME_SECONDS,
  createPassTickets,
  type PassTickets,
} from '../src/modules/wallet/pass-tickets.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PERSONAL } from './helpers/card-changes.js';
import { der, passChain, type PassChain } from './helpers/pass-certificates.js';
import { expectImageWorkBusy, holdImageWork } from './helpers/image-work.js';
import { appSecret, edited, forgedTokens } from './helpers/tokens.js';
import { onboardedUser, registerUser, type TestUser } from './helpers/users.js';
import { portfolioUpdate } from './support/valid-bodies.js';

const PASS_TYPE_ID = 'pass.app.tapfolio.test';
const TEAM_ID = 'TEAM123456';
const PASSPHRASE = 'correct horse battery staple';

const REQUIRED_KEYS = [
  'formatVersion',
  'passTypeIdentifier',
  'serialNumber',
  'teamIdentifier',
  'organizationName',
  'description',
];
const IMAGES = { icon: 38, logo: 50 };

interface PassField {
  key: string;
  label: string;
  value: string;
}
interface PassJson {
  formatVersion: number;
  passTypeIdentifier: string;
  serialNumber: string;
  teamIdentifier: string;
  organizationName: string;
  description: string;
  backgroundColor: string;
  foregroundColor: string;
  generic: Record<'primaryFields' | 'secondaryFields' | 'backFields', PassField[]>;
  barcodes: { format: string; message: string; messageEncoding: string }[];
}

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

describe('Apple Wallet', () => {
  let dir: string;
  let chain: PassChain;
  let t: TestApp;
  let owner: TestUser;
  /** The app's own tickets (its JWT secret): what a ticket made by the server looks like. */
  let tickets: PassTickets;
  const files = {} as Record<'cert' | 'key' | 'plainKey' | 'wwdr' | 'root' | 'otherKey', string>;
  const env = (): NodeJS.ProcessEnv => ({
    APPLE_WALLET_PASS_TYPE_ID: PASS_TYPE_ID,
    APPLE_WALLET_TEAM_ID: TEAM_ID,
    APPLE_WALLET_CERT_FILE: files.cert,
    APPLE_WALLET_KEY_FILE: files.key,
    APPLE_WALLET_KEY_PASSPHRASE: PASSPHRASE,
    APPLE_WALLET_WWDR_FILE: files.wwdr,
  });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wallet-apple-'));
    chain = passChain(PASS_TYPE_ID, TEAM_ID);
    const write = async (name: keyof typeof files, file: string, bytes: string | Buffer) => {
      files[name] = join(dir, file);
      await writeFile(files[name], bytes);
    };
    // As Apple hands them out and as the README says to export them: the pass certificate in
    // PEM, its key encrypted with a passphrase, the WWDR intermediate as a DER .cer.
    await write('cert', 'pass.pem', chain.pass.pem);
    await write(
      'key',
      'pass.key',
      chain.pass.key.export({
        type: 'pkcs8',
        format: 'pem',
        cipher: 'aes-256-cbc',
        passphrase: PASSPHRASE,
      }),
    );
    await write('plainKey', 'plain.key', chain.pass.key.export({ type: 'pkcs1', format: 'pem' }));
    await write('wwdr', 'wwdr.cer', der(chain.wwdr));
    await write('root', 'root.pem', chain.root.pem);
    await write(
      'otherKey',
      'other.key',
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
    );
    // One place for image work and none to wait in: the busy answer below needs no second app.
    t = await createTestApp(
      {},
      { env: { ...env(), IMAGE_DECODE_CONCURRENCY: '1', IMAGE_DECODE_QUEUE: '0' } },
    );
    owner = await onboardedUser(t);
    tickets = createPassTickets(await appSecret(t));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const PASS_URL = `https://tapfolio.test${API_BASE}/wallet/apple/pass.pkpass?ticket=`;

  /** GET /portfolio/wallet/apple/link, signed in as `user` (or not at all). */
  const askLink = (user: TestUser | null, query = '') =>
    t.call('GET', `/portfolio/wallet/apple/link${query}`, { token: user?.token });

  /** The pass link's URL for `user`, as the server answers it. */
  async function linkOf(user: TestUser, query = '') {
    const res = await askLink(user, query);
    expect(res.statusCode).toBe(200);
    const { passUrl } = res.json().result as { passUrl: string };
    expect(passUrl.startsWith(PASS_URL)).toBe(true);
    return passUrl;
  }

  /** Opens a pass URL as a browser does: no token, nothing but the URL. */
  const open = (passUrl: string, ip?: string) =>
    t.call('GET', passUrl.slice(`https://tapfolio.test${API_BASE}`.length), { ...(ip && { ip }) });
  const withTicket = (ticket: string) => open(`${PASS_URL}${encodeURIComponent(ticket)}`);

  /** The refusal of a link whose ticket is not good: the same for every flaw, and no pass. */
  function expectLinkRefused(res: Awaited<ReturnType<typeof open>>) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: walletErrors.passLinkInvalid,
      code: WALLET_LINK_INVALID,
    });
    expect(res.headers['content-disposition']).toBeUndefined();
  }

  /** The .pkpass behind `user`'s link, opened with no token and unzipped by fflate. */
  async function passOf(user: TestUser, query = '') {
    const res = await open(await linkOf(user, query));
    expect(res.statusCode).toBe(200);
    return unzipped(res);
  }
  function unzipped(res: Awaited<ReturnType<typeof open>>) {
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const passJson = JSON.parse(strFromU8(zip['pass.json']!)) as PassJson;
    return { res, zip, passJson };
  }

  /** The person's language, as Account sets it. */
  async function speaks(user: TestUser, language: string) {
    const res = await t.call('PUT', '/user/language', { token: user.token, body: { language } });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** `openssl cms -verify` of a detached signature, trusting `caFile` alone. */
  async function opensslVerifies(signature: Uint8Array, content: Uint8Array, caFile: string) {
    const work = await mkdtemp(join(dir, 'verify-'));
    await writeFile(join(work, 'signature'), signature);
    await writeFile(join(work, 'manifest.json'), content);
    const run = spawnSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(work, 'signature'),
        '-content',
        join(work, 'manifest.json'),
        '-CAfile',
        caFile,
        '-purpose',
        'any',
        '-out',
        join(work, 'verified'),
      ],
      { encoding: 'utf8' },
    );
    if (run.error) throw new Error(`openssl could not be run: ${run.error.message}`);
    return { ok: run.status === 0, said: run.stderr };
  }

  describe('settings', () => {
    const settingsOf = (extra: NodeJS.ProcessEnv) =>
      loadConfig({ RAZORPAY_EMULATOR: 'true', ...extra }).wallet.apple;
    const refused = (extra: NodeJS.ProcessEnv, said: string) => {
      expect(() => settingsOf({ ...env(), ...extra })).toThrow(ConfigError);
      expect(() => settingsOf({ ...env(), ...extra })).toThrow(said);
    };

    it('reads the pass type, team, certificate (PEM or DER), encrypted key and WWDR', () => {
      const apple = settingsOf(env());
      expect(apple).toMatchObject({ passTypeId: PASS_TYPE_ID, teamId: TEAM_ID });
      expect(apple?.privateKey).toContain('BEGIN RSA PRIVATE KEY');
      expect(apple?.wwdr).toContain('BEGIN CERTIFICATE');
      // An unencrypted key needs no passphrase.
      const plain = { APPLE_WALLET_KEY_FILE: files.plainKey, APPLE_WALLET_KEY_PASSPHRASE: '' };
      expect(settingsOf({ ...env(), ...plain })?.teamId).toBe(TEAM_ID);
      expect(settingsOf({})).toBeUndefined();
    });

    it('stops the start when only some are set, naming those missing', () => {
      expect(() => settingsOf({ APPLE_WALLET_KEY_PASSPHRASE: PASSPHRASE })).toThrow(
        'APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT_FILE, APPLE_WALLET_KEY_FILE, APPLE_WALLET_WWDR_FILE missing',
      );
      refused(
        { APPLE_WALLET_WWDR_FILE: '', APPLE_WALLET_TEAM_ID: ' ' },
        'APPLE_WALLET_TEAM_ID, APPLE_WALLET_WWDR_FILE missing',
      );
    });

    it.each([
      [
        'a pass type id of another form',
        { APPLE_WALLET_PASS_TYPE_ID: 'com.tapfolio.card' },
        'APPLE_WALLET_PASS_TYPE_ID must be a Pass Type ID',
      ],
      [
        'a team id of another form',
        { APPLE_WALLET_TEAM_ID: 'team' },
        'APPLE_WALLET_TEAM_ID must be the 10-character',
      ],
      [
        'a pass type the certificate is not for',
        { APPLE_WALLET_PASS_TYPE_ID: 'pass.app.other' },
        `APPLE_WALLET_CERT_FILE is for ${PASS_TYPE_ID}`,
      ],
      [
        "another team's id",
        { APPLE_WALLET_TEAM_ID: 'OTHER12345' },
        `APPLE_WALLET_CERT_FILE belongs to team ${TEAM_ID}`,
      ],
      [
        'a missing certificate file',
        { APPLE_WALLET_CERT_FILE: '/nowhere/pass.pem' },
        'APPLE_WALLET_CERT_FILE could not be read (ENOENT)',
      ],
      [
        'a key file as the certificate',
        { APPLE_WALLET_CERT_FILE: '<plainKey>' },
        'APPLE_WALLET_CERT_FILE must be a certificate',
      ],
      [
        'an encrypted key without its passphrase',
        { APPLE_WALLET_KEY_PASSPHRASE: '' },
        'APPLE_WALLET_KEY_FILE is encrypted: set APPLE_WALLET_KEY_PASSPHRASE',
      ],
      [
        'a wrong passphrase',
        { APPLE_WALLET_KEY_PASSPHRASE: 'wrong' },
        'could not be read with APPLE_WALLET_KEY_PASSPHRASE',
      ],
      [
        "another certificate's key",
        { APPLE_WALLET_KEY_FILE: '<otherKey>', APPLE_WALLET_KEY_PASSPHRASE: '' },
        'APPLE_WALLET_KEY_FILE is not the private key of APPLE_WALLET_CERT_FILE',
      ],
      [
        'a WWDR that did not issue the certificate',
        { APPLE_WALLET_WWDR_FILE: '<root>' },
        'APPLE_WALLET_WWDR_FILE did not issue APPLE_WALLET_CERT_FILE',
      ],
    ])('refuses %s', (_, extra: Record<string, string>, said) => {
      const resolved = Object.fromEntries(
        Object.entries(extra).map(([name, value]) => [
          name,
          value.startsWith('<') ? files[value.slice(1, -1) as keyof typeof files] : value,
        ]),
      );
      refused(resolved, said);
    });
  });

  it('is offered when configured, and Google Wallet is not', async () => {
    const res = await t.call('GET', '/portfolio/wallet', { token: owner.token });
    expect(res.json().result).toEqual({ google: false, apple: true });
  });

  it('refuses Google Wallet clearly: this server is not set up for it', async () => {
    const res = await t.call('GET', '/portfolio/wallet/google', { token: owner.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: walletErrors.googleNotSetUp,
      code: WALLET_NOT_SET_UP,
    });
  });

  it('gives a link only to a signed-in person: 401 without a token, and with every kind of forged one', async () => {
    expect((await askLink(null)).statusCode).toBe(401);
    for (const token of Object.values(await forgedTokens(t, owner.id))) {
      const res = await askLink({ ...owner, token });
      expect(res.statusCode).toBe(401);
      expect(res.json().result).toBeUndefined();
    }
  });

  it('answers 404 like the other card routes to a person with no card yet, and gives no link', async () => {
    const noCard = await registerUser(t, 'No Card Yet');
    const res = await askLink(noCard);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: portfolioErrors.notFound, code: 'NOT_FOUND' });
    // Nor does a ticket of theirs (had they had a card when it was made) make a pass now.
    const late = await withTicket(await tickets.issue(noCard.id));
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ message: portfolioErrors.notFound, code: 'NOT_FOUND' });
  });

  it(`links to the pass on the public URL with a ticket naming the person alone, for ${PASS_TICKET_LIFETIME_SECONDS / 60} minutes`, async () => {
    const passUrl = await linkOf(owner);
    const url = new URL(passUrl);
    expect([...url.searchParams.keys()]).toEqual(['ticket']);
    const ticket = url.searchParams.get('ticket')!;
    expect(decodeProtectedHeader(ticket)).toEqual({ alg: 'HS256' });
    const claims = decodeJwt(ticket);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'sub']);
    expect(claims).toMatchObject({ sub: owner.id, aud: 'tapfolio:apple-wallet-pass' });
    expect(claims.exp! - claims.iat!).toBe(5 * 60);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
  });

  it('refuses a link whose ticket is expired, forged or not a ticket, all alike, and one with none', async () => {
    const secret = await appSecret(t);
    const good = await tickets.issue(owner.id);
    const [header, payload, signature] = good.split('.');
    const other = await onboardedUser(t, 'Meera Iyer');
    const claims = { sub: owner.id, aud: 'tapfolio:apple-wallet-pass' };
    // Signed as the server signs tickets, with the audience as asked (or none).
    const ticketKey = derivedKey(secret, 'apple wallet pass tickets');
    const signedFor = (audience?: string) => {
      const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(owner.id);
      return (audience ? jwt.setAudience(audience) : jwt).setExpirationTime('1m').sign(ticketKey);
    };
    const refused = {
      // Made a moment past its lifetime ago, by the server's own tickets.
      expired: await tickets.issue(
        owner.id,
        new Date(Date.now() - (PASS_TICKET_LIFETIME_SECONDS + 1) * 1000),
      ),
      otherSecret: await createPassTickets('not-the-secret-at-all-0123456789').issue(owner.id),
      // Someone else's ticket with this person's id put in: its signature no longer fits.
      otherPerson: `${header}.${edited(payload!, { sub: other.id })}.${signature}`,
      longerLife: `${header}.${edited(payload!, { exp: Math.floor(Date.now() / 1000) + 86_400 })}.${signature}`,
      algNone: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      // The ticket's claims signed with the key that signs sessions, not the ticket's own.
      sessionKey: createSigner({ key: secret, expiresIn: 60_000 })(claims),
      // A session token, genuine and current, is no ticket.
      sessionToken: owner.token,
      // The ticket's key, but made for something else, or for nothing said.
      otherAudience: await signedFor('tapfolio:something-else'),
      noAudience: await signedFor(),
      garbage: 'not-a-ticket',
    };
    for (const [kind, ticket] of Object.entries(refused)) {
      const res = await withTicket(ticket);
      expect({ kind, status: res.statusCode }).toEqual({ kind, status: 404 });
      expectLinkRefused(res);
    }
    const none = await open(PASS_URL.replace('?ticket=', ''));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    // The good ones, for contrast: the refusals above are for their flaws.
    expect((await withTicket(good)).statusCode).toBe(200);
    expect((await withTicket(await signedFor('tapfolio:apple-wallet-pass'))).statusCode).toBe(200);
  });

  it('never takes a ticket for a session token', async () => {
    const ticket = new URL(await linkOf(owner)).searchParams.get('ticket')!;
    for (const path of ['/portfolio/wallet/apple/link', '/user/profile']) {
      const res = await t.call('GET', path, { token: ticket });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 401 });
    }
  });

  it('serves the link as a .pkpass attachment no cache keeps, with no token', async () => {
    const { res } = await passOf(owner);
    expect(res.headers['content-type']).toBe(PKPASS_MEDIA_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tapfolio-card.pkpass"');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("holds a generic pass.json with the required keys, the card's fields, QR code and colours", async () => {
    const canonical = `https://tapfolio.test/portfolio/${owner.id}`;
    const { passJson } = await passOf(owner);
    expect(Object.keys(passJson)).toEqual(expect.arrayContaining(REQUIRED_KEYS));
    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE_ID,
      serialNumber: owner.id,
      teamIdentifier: TEAM_ID,
      organizationName: walletTexts.issuer,
      description: walletTexts.description('Asha Rao'),
      backgroundColor: 'rgb(79, 70, 229)',
      foregroundColor: 'rgb(255, 255, 255)',
    });
    expect(passJson.generic.primaryFields).toEqual([
      { key: 'name', label: walletTexts.nameLabel, value: 'Asha Rao' },
    ]);
    expect(passJson.generic.backFields).toEqual([
      { key: 'card', label: walletTexts.cardLink, value: canonical },
    ]);
    expect(passJson.barcodes).toEqual([
      expect.objectContaining({
        format: 'PKBarcodeFormatQR',
        message: canonical,
        messageEncoding: 'iso-8859-1',
      }),
    ]);
  });

  it('holds the icon and the logo at 1x, 2x and 3x, each PNG of its size', async () => {
    const { zip } = await passOf(owner);
    for (const [image, points] of Object.entries(IMAGES)) {
      for (const scale of [1, 2, 3]) {
        const name = scale === 1 ? `${image}.png` : `${image}@${scale}x.png`;
        expect(zip[name], name).toBeDefined();
        const meta = await sharp(zip[name]!).metadata();
        expect([name, meta.format, meta.width, meta.height]).toEqual([
          name,
          'png',
          points * scale,
          points * scale,
        ]);
      }
    }
  });

  it("lists every file's SHA-1 in manifest.json, and the signature verifies over it against the chain", async () => {
    const { zip } = await passOf(owner);
    const manifest = JSON.parse(strFromU8(zip['manifest.json']!)) as Record<string, string>;
    const signed = Object.keys(zip).filter(
      (name) => !['manifest.json', 'signature'].includes(name),
    );
    expect(Object.keys(manifest).sort()).toEqual(signed.sort());
    for (const name of signed) expect([name, manifest[name]]).toEqual([name, sha1(zip[name]!)]);

    // The detached PKCS#7 signature carries the pass certificate and the WWDR intermediate.
    const p7 = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(Buffer.from(zip.signature!).toString('binary')),
    ) as forge.pkcs7.PkcsSignedData & { rawCapture: { content?: unknown } };
    const subjects = p7.certificates.map((cert) => cert.subject.getField('CN')?.value);
    expect(subjects.sort()).toEqual(
      [`Pass Type ID: ${PASS_TYPE_ID}`, 'Test Worldwide Developer Relations CA'].sort(),
    );
    // Detached: the manifest itself is not inside.
    expect(p7.rawCapture.content).toBeUndefined();

    // OpenSSL, trusting the test's root alone, finds it valid for this manifest and no other.
    const verified = await opensslVerifies(zip.signature!, zip['manifest.json']!, files.root);
    expect(verified).toEqual({
      ok: true,
      said: expect.stringContaining('Verification successful'),
    });
    const tampered = Buffer.from(strFromU8(zip['manifest.json']!).replace(/[0-9a-f]/, 'x'));
    expect((await opensslVerifies(zip.signature!, tampered, files.root)).ok).toBe(false);
    const strangerRoot = join(dir, 'stranger-root.pem');
    await writeFile(strangerRoot, passChain(PASS_TYPE_ID, TEAM_ID).root.pem);
    expect((await opensslVerifies(zip.signature!, zip['manifest.json']!, strangerRoot)).ok).toBe(
      false,
    );
  });

  it('carries the card as it is when the link is opened: the new name and work, under the same serial number', async () => {
    const passUrl = await linkOf(owner);
    const saved = await t.call('PATCH', '/portfolio', {
      token: owner.token,
      body: {
        personalInfo: { ...PERSONAL, name: 'Asha Rao-Menon' },
        workInfo: {
          ...portfolioUpdate().workInfo,
          designation: 'Founder',
          companyName: 'Rao Studio',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const { passJson } = unzipped(await open(passUrl));
    expect(passJson.serialNumber).toBe(owner.id);
    expect(passJson.description).toBe(walletTexts.description('Asha Rao-Menon'));
    expect(passJson.generic.primaryFields[0]?.value).toBe('Asha Rao-Menon');
    expect(passJson.generic.secondaryFields).toEqual([
      { key: 'designation', label: walletTexts.designationLabel, value: 'Founder' },
      { key: 'company', label: walletTexts.companyLabel, value: 'Rao Studio' },
    ]);
  });

  it("is written in the owner's language (Tamil): its labels and description, their words as written", async () => {
    const tamil = await onboardedUser(t);
    const name = 'கவியா ராமன்';
    await speaks(tamil, 'ta');
    const saved = await t.call('PATCH', '/portfolio', {
      token: tamil.token,
      body: {
        personalInfo: { ...PERSONAL, name },
        workInfo: {
          ...portfolioUpdate().workInfo,
          designation: 'நிறுவனர்',
          companyName: 'Kavya Designs',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const canonical = `https://tapfolio.test/portfolio/${tamil.id}`;
    // Opened by a browser that asks for Hindi: the pass is the owner's, in the owner's language.
    const url = await linkOf(tamil);
    const res = await t.call('GET', url.slice(`https://tapfolio.test${API_BASE}`.length), {
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(200);
    const { zip, passJson } = unzipped(res);
    expect(passJson).toMatchObject({
      organizationName: 'Tapfolio',
      description: 'கவியா ராமன் அவர்களின் வணிக அட்டை',
    });
    expect(passJson.generic).toMatchObject({
      primaryFields: [{ key: 'name', label: 'பெயர்', value: name }],
      secondaryFields: [
        { key: 'designation', label: 'பதவி', value: 'நிறுவனர்' },
        { key: 'company', label: 'நிறுவனம்', value: 'Kavya Designs' },
      ],
      backFields: [{ key: 'card', label: 'என் கார்டைத் திற', value: canonical }],
    });
    // UTF-8 as Wallet reads it, and what the signed manifest covers.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(zip['pass.json']);
    expect(text).toContain('"label":"பெயர்"');
    const { nameLabel, designationLabel, companyLabel, cardLink } = walletTexts;
    for (const english of [nameLabel, designationLabel, companyLabel, cardLink])
      expect(text).not.toContain(`"${english}"`);
    const manifest = JSON.parse(strFromU8(zip['manifest.json']!)) as Record<string, string>;
    expect(manifest['pass.json']).toBe(sha1(zip['pass.json']!));

    // Back in English, the next pass is in English again: the setting when the link is opened.
    await speaks(tamil, 'en');
    const again = (await passOf(tamil)).passJson;
    expect(again.generic.primaryFields).toEqual([
      { key: 'name', label: walletTexts.nameLabel, value: name },
    ]);
    expect(again.description).toBe(walletTexts.description(name));
  });

  it("keeps an English owner's pass.json word for word as before the languages came", async () => {
    const english = await onboardedUser(t);
    const canonical = `https://tapfolio.test/portfolio/${english.id}`;
    const { zip } = await passOf(english);
    // As passkit-generator writes it (its own key order, the empty field lists it adds).
    expect(strFromU8(zip['pass.json']!)).toBe(
      `{"formatVersion":1,"passTypeIdentifier":"${PASS_TYPE_ID}","serialNumber":"${english.id}",` +
        `"teamIdentifier":"${TEAM_ID}","organizationName":"Tapfolio",` +
        `"description":"Asha Rao's business card","logoText":"Tapfolio",` +
        `"backgroundColor":"rgb(79, 70, 229)","foregroundColor":"rgb(255, 255, 255)",` +
        `"labelColor":"rgb(255, 255, 255)","barcodes":[{"format":"PKBarcodeFormatQR",` +
        `"message":"${canonical}","messageEncoding":"iso-8859-1",` +
        `"altText":"${canonical.slice('https://'.length)}"}],"generic":{"headerFields":[],` +
        `"primaryFields":[{"key":"name","label":"Name","value":"Asha Rao"}],"secondaryFields":[],` +
        `"auxiliaryFields":[],"backFields":[{"key":"card","label":"Open my card",` +
        `"value":"${canonical}"}]}}`,
    );
  });

  it("gives another person their own card's pass, whatever the request or the link names", async () => {
    const other = await onboardedUser(t, 'Ravi Kumar');
    for (const query of ['', `?userId=${owner.id}`]) {
      const passUrl = await linkOf(other, query);
      for (const url of [passUrl, `${passUrl}&userId=${owner.id}&sub=${owner.id}`]) {
        const { zip, passJson } = unzipped(await open(url));
        expect(passJson.serialNumber).toBe(other.id);
        expect(passJson.barcodes[0]?.message).toBe(`https://tapfolio.test/portfolio/${other.id}`);
        expect(strFromU8(zip['pass.json']!)).not.toContain(owner.id);
      }
    }
  });

  it(`opens at most ${PASS_LINK_RATE_LIMIT.max} links a minute from one address, good or not`, async () => {
    const ip = '203.0.113.29';
    const good = await tickets.issue(owner.id);
    for (let i = 0; i < PASS_LINK_RATE_LIMIT.max; i += 1) {
      expect((await open(`${PASS_URL}forged-${i}`, ip)).statusCode).toBe(404);
    }
    const limited = await open(`${PASS_URL}${good}`, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await open(`${PASS_URL}${good}`, '198.51.100.29')).statusCode).toBe(200);
  });

  it('waits its turn with the other image work: 503 with Retry-After while every place is taken', async () => {
    const passUrl = await linkOf(owner);
    const release = holdImageWork();
    try {
      const busy = await open(passUrl);
      expectImageWorkBusy(busy);
      expect(busy.headers['content-disposition']).toBeUndefined();
    } finally {
      await release();
    }
    expect((await open(passUrl)).statusCode).toBe(200);
  });
});
