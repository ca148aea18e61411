import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from './config-error.js';

/** Google Wallet's issuer and the service account that signs its "save to wallet" links. */
export interface GoogleWalletConfig {
  /** The issuer's number in the Google Pay & Wallet Console: every class and object id's prefix. */
  issuerId: string;
  /** The service account's e-mail: the save JWT's `iss`. */
  clientEmail: string;
  /** Its private key (PKCS#8 PEM), which signs the JWT (RS256). */
  privateKey: string;
}

/** Apple Wallet's pass type and the certificate that signs its passes. */
export interface AppleWalletConfig {
  /** `pass.com.example.card`: the Pass Type ID the certificate was made for. */
  passTypeId: string;
  /** The Apple Developer team (10 characters) that owns it. */
  teamId: string;
  /** The Pass Type ID certificate (PEM). */
  certificate: string;
  /** Its private key (PKCS#1 PEM), already decrypted with the passphrase at start-up. */
  privateKey: string;
  /** Apple's WWDR intermediate that issued the certificate (PEM), sent in every signature. */
  wwdr: string;
}

/** Each wallet is off (undefined) unless all of its settings are given. */
export interface WalletConfig {
  google: GoogleWalletConfig | undefined;
  apple: AppleWalletConfig | undefined;
}

const GOOGLE_SETTINGS = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE'];
const APPLE_SETTINGS = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT_FILE',
  'APPLE_WALLET_KEY_FILE',
  'APPLE_WALLET_WWDR_FILE',
];

/**
 * The values of a wallet's settings when all are set, undefined when none is; a half-set wallet
 * stops the start naming what is missing (`optional` ones count only as having been started).
 */
function together(
  env: NodeJS.ProcessEnv,
  wallet: string,
  required: string[],
  optional: string[] = [],
): boolean {
  const set = (name: string) => Boolean(env[name]?.trim());
  const missing = required.filter((name) => !set(name));
  if (missing.length === 0) return true;
  if (missing.length === required.length && !optional.some(set)) return false;
  throw new ConfigError(
    `${wallet} needs ${required.join(', ')} together (or none of them, to leave it off): ` +
      `${missing.join(', ')} missing`,
  );
}

function readSetting(name: string, path: string): Buffer {
  try {
    return readFileSync(resolve(path.trim()));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`${name} could not be read (${code}): "${path}"`);
  }
}

function googleWallet(env: NodeJS.ProcessEnv): GoogleWalletConfig | undefined {
  if (!together(env, 'Google Wallet', GOOGLE_SETTINGS)) return undefined;
  const issuerId = env.GOOGLE_WALLET_ISSUER_ID!.trim();
  if (!/^\d{1,30}$/.test(issuerId)) {
    throw new ConfigError(
      `GOOGLE_WALLET_ISSUER_ID must be the issuer's number from the Google Pay & Wallet Console, got "${issuerId}"`,
    );
  }
  const file = 'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE';
  const bytes = readSetting(file, env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE!);
  let account: { client_email?: unknown; private_key?: unknown };
  try {
    account = JSON.parse(bytes.toString('utf8')) as typeof account;
  } catch {
    throw new ConfigError(`${file} must be the service account's JSON key file, which is not JSON`);
  }
  const { client_email: clientEmail, private_key: pem } = account ?? {};
  if (typeof clientEmail !== 'string' || !clientEmail.includes('@') || typeof pem !== 'string') {
    throw new ConfigError(
      `${file} must be a service account's JSON key file (with client_email and private_key)`,
    );
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new ConfigError(`${file}'s private_key is not a private key`);
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new ConfigError(`${file}'s private_key must be an RSA key (it signs with RS256)`);
  }
  return {
    issuerId,
    clientEmail,
    privateKey: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** PEM or DER, as Apple's portal hands certificates out (`.cer` files are DER). */
function certificate(name: string, path: string): X509Certificate {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(readSetting(name, path));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${name} must be a certificate (PEM or DER .cer): "${path}"`);
  }
  // passkit-generator signs with node-forge, which reads RSA certificates only.
  if (cert.publicKey.asymmetricKeyType !== 'rsa') {
    throw new ConfigError(`${name} must be an RSA certificate, as Apple issues for pass types`);
  }
  return cert;
}

function privateKey(path: string, passphrase: string | undefined): KeyObject {
  const name = 'APPLE_WALLET_KEY_FILE';
  const bytes = readSetting(name, path);
  const text = bytes.toString('latin1');
  const pem = text.includes('-----BEGIN');
  // OpenSSL asks for the passphrase it was not given as "interrupted or cancelled": say it first.
  if (!passphrase && /ENCRYPTED PRIVATE KEY|Proc-Type: 4,ENCRYPTED/.test(text)) {
    throw new ConfigError(`${name} is encrypted: set APPLE_WALLET_KEY_PASSPHRASE`);
  }
  const tries = pem
    ? [{ key: bytes, format: 'pem' as const }]
    : (['pkcs8', 'pkcs1'] as const).map((type) => ({ key: bytes, format: 'der' as const, type }));
  for (const attempt of tries) {
    try {
      return createPrivateKey({ ...attempt, ...(passphrase && { passphrase }) });
    } catch {
      // The next form, or the refusal below.
    }
  }
  throw new ConfigError(
    passphrase
      ? `${name} could not be read with APPLE_WALLET_KEY_PASSPHRASE (a wrong passphrase, or not a private key)`
      : `${name} must be the certificate's private key (PEM or DER; split a .p12 first, see the README)`,
  );
}

/** One attribute of a certificate's subject (`UID`, `OU`), as Node lists them one a line. */
const subjectField = (cert: X509Certificate, field: string): string | undefined =>
  cert.subject
    .split('\n')
    .find((line) => line.startsWith(`${field}=`))
    ?.slice(field.length + 1);

function appleWallet(env: NodeJS.ProcessEnv): AppleWalletConfig | undefined {
  const passphrase = env.APPLE_WALLET_KEY_PASSPHRASE || undefined;
  if (!together(env, 'Apple Wallet', APPLE_SETTINGS, ['APPLE_WALLET_KEY_PASSPHRASE'])) {
    return undefined;
  }
  const passTypeId = env.APPLE_WALLET_PASS_TYPE_ID!.trim();
  if (!/^pass(\.[A-Za-z0-9-]+)+$/.test(passTypeId)) {
    throw new ConfigError(
      `APPLE_WALLET_PASS_TYPE_ID must be a Pass Type ID such as pass.com.example.card, got "${passTypeId}"`,
    );
  }
  const teamId = env.APPLE_WALLET_TEAM_ID!.trim();
  if (!/^[A-Z0-9]{10}$/.test(teamId)) {
    throw new ConfigError(
      `APPLE_WALLET_TEAM_ID must be the 10-character Apple Developer team ID, got "${teamId}"`,
    );
  }
  const cert = certificate('APPLE_WALLET_CERT_FILE', env.APPLE_WALLET_CERT_FILE!);
  const key = privateKey(env.APPLE_WALLET_KEY_FILE!, passphrase);
  if (!cert.checkPrivateKey(key)) {
    throw new ConfigError('APPLE_WALLET_KEY_FILE is not the private key of APPLE_WALLET_CERT_FILE');
  }
  // Apple's pass certificates name their pass type (UID) and team (OU): a mismatch would sign
  // passes every iPhone refuses.
  const certType = subjectField(cert, 'UID');
  if (certType && certType !== passTypeId) {
    throw new ConfigError(
      `APPLE_WALLET_CERT_FILE is for ${certType}, but APPLE_WALLET_PASS_TYPE_ID is ${passTypeId}`,
    );
  }
  const certTeam = subjectField(cert, 'OU');
  if (certTeam && certTeam !== teamId) {
    throw new ConfigError(
      `APPLE_WALLET_CERT_FILE belongs to team ${certTeam}, but APPLE_WALLET_TEAM_ID is ${teamId}`,
    );
  }
  const wwdr = certificate('APPLE_WALLET_WWDR_FILE', env.APPLE_WALLET_WWDR_FILE!);
  if (!cert.checkIssued(wwdr) || !cert.verify(wwdr.publicKey)) {
    throw new ConfigError(
      `APPLE_WALLET_WWDR_FILE did not issue APPLE_WALLET_CERT_FILE: use the WWDR intermediate its issuer names (${cert.issuer.replace(/\n/g, ', ')})`,
    );
  }
  return {
    passTypeId,
    teamId,
    certificate: cert.toString(),
    privateKey: key.export({ type: 'pkcs1', format: 'pem' }).toString(),
    wwdr: wwdr.toString(),
  };
}

/** GOOGLE_WALLET_* and APPLE_WALLET_*: the files are read (and checked) once, at start-up. */
export function walletSettings(env: NodeJS.ProcessEnv): WalletConfig {
  return { google: googleWallet(env), apple: appleWallet(env) };
}
