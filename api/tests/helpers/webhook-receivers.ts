import { generateKeyPairSync } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';

const DAY = 24 * 60 * 60 * 1000;

/** A self-signed certificate for 127.0.0.1, ::1 and localhost: what the test app is told to trust. */
export function receiverCertificate(): { key: string; cert: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - DAY);
  cert.validity.notAfter = new Date(Date.now() + 30 * DAY);
  const subject = [{ name: 'commonName', value: 'Webhook receiver' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 7, ip: '::1' },
        { type: 2, value: 'localhost' },
      ],
    },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(key), forge.md.sha256.create());
  return { key, cert: forge.pki.certificateToPem(cert) };
}

export interface Received {
  headers: IncomingHttpHeaders;
  /** The bytes as they came, for the signature. */
  raw: string;
  at: number;
}

/** What the receiver does with the n-th request (from 0): answer a status, or never answer. */
export type Behaviour = (n: number) => number | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  /** TCP connections accepted, whether or not a request came. */
  connections: number;
  /** Requests it holds without an answer. */
  hanging: number;
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

/** An https server on this machine that records every request and answers as told. */
export async function startReceiver(
  tls: { key: string; cert: string },
  host = '127.0.0.1',
  path = '/hooks/tapfolio',
): Promise<Receiver> {
  let behaviour: Behaviour = () => 200;
  const held = new Set<ServerResponse>();
  const receiver: Receiver = {
    url: '',
    received: [],
    connections: 0,
    hanging: 0,
    behave: (next) => {
      behaviour = next;
    },
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(tls, (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const n = receiver.received.length;
      receiver.received.push({
        headers: req.headers,
        raw: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const answer = behaviour(n);
      if (answer === 'hang') {
        held.add(res);
        receiver.hanging += 1;
        res.on('close', () => {
          held.delete(res);
          receiver.hanging -= 1;
        });
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.on('connection', () => {
    receiver.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `https://${host.includes(':') ? `[${host}]` : host}:${port}${path}`;
  return receiver;
}
