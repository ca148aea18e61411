import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Wallet settings of the journeys' gateway (issue 29): a Google service account and an Apple
 * certificate chain the run makes itself, so that the editor offers both wallets and a journey can
 * check what each hands over (the save link's JWT verified with the account's key, the signed
 * .pkpass). Nothing here is a real issuer: Google and Apple would refuse both.
 */
export const TEST_WALLET = {
  /** Digits, as the Google Pay & Wallet Console numbers its issuers. */
  googleIssuerId: '3388000000022000000',
  googleClientEmail: 'tapfolio-e2e@tapfolio-e2e.iam.gserviceaccount.com',
  passTypeId: 'pass.com.tapfolio.e2e',
  /** Ten characters, as Apple's team IDs. */
  teamId: 'E2ETEAM123',
} as const;

/** The files, in a folder of the run's data folder. */
const filesIn = (dataDir: string, dir = join(dataDir, 'wallet')) => ({
  dir,
  google: join(dir, 'google-service-account.json'),
  root: join(dir, 'root.pem'),
  rootKey: join(dir, 'root.key'),
  wwdr: join(dir, 'wwdr.pem'),
  wwdrKey: join(dir, 'wwdr.key'),
  pass: join(dir, 'pass.pem'),
  passKey: join(dir, 'pass.key'),
});

type Files = ReturnType<typeof filesIn>;

interface Certificate {
  key: string;
  cert: string;
  subject: string;
  /** Self-signed when not given. */
  issuer?: { cert: string; key: string };
  /** A certificate authority's, which issues others; else one that signs passes. */
  authority: boolean;
}

/** `openssl req -x509`: a new key and its certificate. */
function certificate({ key, cert, subject, issuer, authority }: Certificate) {
  const extensions = authority
    ? ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign']
    : ['basicConstraints=critical,CA:FALSE', 'keyUsage=critical,digitalSignature'];
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      // 1024 bits: a tenth of a 2048-bit key's making time, on every run. Nothing in the chain
      // asks for more (the server checks the chain, not the key sizes); Apple's real ones are 2048.
      '-newkey',
      'rsa:1024',
      '-noenc',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      subject,
      '-days',
      '2',
      ...(issuer ? ['-CA', issuer.cert, '-CAkey', issuer.key] : []),
      ...extensions.flatMap((extension) => ['-addext', extension]),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) {
    throw new Error(`openssl could not make ${cert}: ${made.error?.message ?? made.stderr}`);
  }
}

function generate(files: Files) {
  // A root standing in for Apple's, a WWDR-like intermediate, and the Pass Type ID certificate
  // naming the pass type (UID) and team (OU) as Apple's do: the server checks both against its
  // settings, and that the WWDR issued the certificate.
  const root = { cert: files.root, key: files.rootKey };
  certificate({ ...root, subject: '/CN=Tapfolio E2E Root CA', authority: true });
  const wwdr = { cert: files.wwdr, key: files.wwdrKey };
  const wwdrSubject = '/CN=Tapfolio E2E Worldwide Developer Relations/OU=G4';
  certificate({ ...wwdr, subject: wwdrSubject, issuer: root, authority: true });
  const { passTypeId, teamId } = TEST_WALLET;
  certificate({
    cert: files.pass,
    key: files.passKey,
    subject: `/UID=${passTypeId}/CN=Pass Type ID: ${passTypeId}/OU=${teamId}/O=Tapfolio E2E/C=IN`,
    issuer: wwdr,
    authority: false,
  });
  // Google's JWT is signed RS256, which jose refuses with a key under 2048 bits. Written last:
  // its file is the sign that the folder is complete.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    client_email: TEST_WALLET.googleClientEmail,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  writeFileSync(files.google, JSON.stringify(account, null, 2));
}

/**
 * The gateway's GOOGLE_WALLET_* and APPLE_WALLET_* settings, with their files in the run's data
 * folder: made once per run (the config is read again by every worker, which finds them made).
 */
export function testWalletSettings(dataDir: string): Record<string, string> {
  const files = filesIn(dataDir);
  if (!existsSync(files.google)) {
    mkdirSync(files.dir, { recursive: true });
    generate(files);
  }
  return {
    GOOGLE_WALLET_ISSUER_ID: TEST_WALLET.googleIssuerId,
    GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: files.google,
    APPLE_WALLET_PASS_TYPE_ID: TEST_WALLET.passTypeId,
    APPLE_WALLET_TEAM_ID: TEST_WALLET.teamId,
    APPLE_WALLET_CERT_FILE: files.pass,
    APPLE_WALLET_KEY_FILE: files.passKey,
    APPLE_WALLET_WWDR_FILE: files.wwdr,
  };
}

/** The service account's key, whose public half verifies the save links' JWTs. */
export function testGoogleAccount(dataDir: string): { client_email: string; private_key: string } {
  return JSON.parse(readFileSync(filesIn(dataDir).google, 'utf8'));
}
