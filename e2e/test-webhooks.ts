import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The journeys' webhook receiver (issue 31): an https server on this machine, with a certificate
 * the run makes and the gateway trusts (NODE_EXTRA_CA_CERTS). A receiver on 127.0.0.1 is a private
 * address, refused by default: the journeys' gateway alone is told to allow it.
 */
const filesIn = (dataDir: string, dir = join(dataDir, 'webhooks')) => ({
  dir,
  cert: join(dir, 'receiver.pem'),
  key: join(dir, 'receiver.key'),
});

/** The gateway's settings for the run, the certificate made once (every worker reads the config). */
export function testWebhookSettings(dataDir: string): Record<string, string> {
  const files = filesIn(dataDir);
  if (!existsSync(files.cert)) {
    mkdirSync(files.dir, { recursive: true });
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-noenc',
        '-keyout',
        files.key,
        '-out',
        files.cert,
        '-subj',
        '/CN=Tapfolio E2E webhook receiver',
        '-days',
        '2',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl: ${made.error?.message ?? made.stderr}`);
  }
  return {
    NODE_EXTRA_CA_CERTS: files.cert,
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    // A new contact goes out at once (the queue wakes the sender); a retry within a second.
    WEBHOOK_POLL_SECONDS: '1',
  };
}

/** The receiver's key and certificate. */
export function testWebhookReceiverTls(dataDir: string): { key: string; cert: string } {
  const files = filesIn(dataDir);
  return { key: readFileSync(files.key, 'utf8'), cert: readFileSync(files.cert, 'utf8') };
}
