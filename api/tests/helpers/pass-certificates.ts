import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** A certificate the test made, with its key. */
export interface Issued {
  cert: forge.pki.Certificate;
  key: KeyObject;
  pem: string;
}

export interface PassChain {
  /** Stands in for Apple's root CA: what a verifier trusts. */
  root: Issued;
  /** Stands in for Apple's WWDR intermediate. */
  wwdr: Issued;
  /** The Pass Type ID certificate, issued by the WWDR. */
  pass: Issued;
}

const DAY = 24 * 60 * 60 * 1000;
let serial = 1;

/** Node makes the RSA keys (forge's own key generation is seconds of pure JavaScript). */
const rsaKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const forgeKey = (key: KeyObject) =>
  forge.pki.privateKeyFromPem(key.export({ type: 'pkcs1', format: 'pem' }).toString());
const forgePublic = (key: KeyObject) =>
  forge.pki.publicKeyFromPem(key.export({ type: 'spki', format: 'pem' }).toString());

function issue(
  subject: forge.pki.CertificateField[],
  issuer: Issued | 'self',
  ca: boolean,
): Issued {
  const { publicKey, privateKey } = rsaKey();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePublic(publicKey);
  cert.serialNumber = (serial++).toString(16).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.now() - DAY);
  cert.validity.notAfter = new Date(Date.now() + 365 * DAY);
  cert.setSubject(subject);
  cert.setIssuer(issuer === 'self' ? subject : issuer.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: ca, critical: true },
    ca
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, critical: true },
  ]);
  cert.sign(forgeKey(issuer === 'self' ? privateKey : issuer.key), forge.md.sha256.create());
  return { cert, key: privateKey, pem: forge.pki.certificateToPem(cert) };
}

/**
 * A root, a WWDR-like intermediate and a pass certificate naming the pass type (UID) and team
 * (OU) as Apple's do: the chain Apple's portal gives, made by the test.
 */
export function passChain(passTypeId: string, teamId: string): PassChain {
  const root = issue([{ name: 'commonName', value: 'Test Root CA' }], 'self', true);
  const wwdr = issue(
    [
      { name: 'commonName', value: 'Test Worldwide Developer Relations CA' },
      { name: 'organizationalUnitName', value: 'G4' },
    ],
    root,
    true,
  );
  const pass = issue(
    [
      // UID (0.9.2342.19200300.100.1.1): the Pass Type ID.
      { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { name: 'organizationalUnitName', value: teamId },
      { name: 'organizationName', value: 'Tapfolio Test' },
      { name: 'countryName', value: 'IN' },
    ],
    wwdr,
    false,
  );
  return { root, wwdr, pass };
}

/** A certificate as Apple's portal hands it out: DER (`.cer`). */
export const der = (issued: Issued) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(issued.cert)).getBytes(), 'binary');
