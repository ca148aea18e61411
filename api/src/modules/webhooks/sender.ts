import { request } from 'node:https';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import { WEBHOOK_SIGNATURE_HEADER } from 'shared-contracts';
import { PrivateAddressError, guardedLookup, hostOf, isPublicAddress } from './addresses.js';
import { signatureHeader } from './signature.js';

/** The same id on every retry of one delivery: a receiver skips what it already has. */
export const WEBHOOK_DELIVERY_HEADER = 'Tapfolio-Delivery-Id';
export const WEBHOOK_EVENT_HEADER = 'Tapfolio-Event';
export const WEBHOOK_USER_AGENT = 'Tapfolio-Webhooks/1';

export interface Attempt {
  url: string;
  secret: string;
  deliveryId: string;
  event: string;
  /** The stored bytes, sent as they are. */
  body: string;
  /** The signature's time. */
  at: Date;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivateAddresses: boolean;
  /** Trusted besides Node's roots (tests' receivers). */
  extraCertificates: string[];
  /** Aborted when the API closes. */
  signal?: AbortSignal;
}

export type Outcome =
  | { delivered: true; statusCode: number }
  | { delivered: false; statusCode: number | null; error: string | null };

const failed = (error: string, statusCode: number | null = null): Outcome => ({
  delivered: false,
  statusCode,
  error,
});

/** A short reason for the delivery log; the receiver's own words are never kept. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof PrivateAddressError) return 'address not public';
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'ETIMEOUT':
      return `no answer within ${timeoutMs / 1000} s`;
    case 'ABORT_ERR':
      return 'stopped';
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
      return 'connection reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case undefined:
      return 'connection failed';
    default:
      return /CERT|SSL|TLS/.test(code) ? `TLS: ${code}` : `connection failed (${code})`;
  }
}

/**
 * One attempt: a POST over its own connection, whose every DNS answer must be public
 * (addresses.ts), within `timeoutMs` from start to the answer's status line. A 2xx is delivered.
 * Redirects are not followed: a 3xx is recorded as a failure, so no answer can send the request
 * to another host.
 */
export function send(attempt: Attempt, options: SendOptions): Promise<Outcome> {
  const { timeoutMs, allowPrivateAddresses, extraCertificates, signal } = options;
  let url: URL;
  try {
    url = new URL(attempt.url);
  } catch {
    return Promise.resolve(failed('not a URL'));
  }
  if (url.protocol !== 'https:') return Promise.resolve(failed('not https'));
  const host = hostOf(url);
  // Node's connect skips `lookup` for an address literal: checked here, before any connection.
  if (isIP(host) && !allowPrivateAddresses && !isPublicAddress(host)) {
    return Promise.resolve(failed('address not public'));
  }
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      lookup: guardedLookup(allowPrivateAddresses),
      ...(extraCertificates.length > 0 && { ca: [...rootCertificates, ...extraCertificates] }),
      ...(signal && { signal }),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(attempt.body),
        'user-agent': WEBHOOK_USER_AGENT,
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(attempt.secret, attempt.body, attempt.at),
        [WEBHOOK_DELIVERY_HEADER]: attempt.deliveryId,
        [WEBHOOK_EVENT_HEADER]: attempt.event,
      },
    });
    const timer = setTimeout(() => {
      req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEOUT' }));
    }, timeoutMs);
    const settle = (outcome: Outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    req.on('response', (res) => {
      const statusCode = res.statusCode ?? 0;
      // Only the status matters: the rest of the answer is not read.
      res.destroy();
      if (statusCode >= 200 && statusCode < 300) settle({ delivered: true, statusCode });
      else if (statusCode >= 300 && statusCode < 400) {
        settle(failed('redirect not followed', statusCode));
      } else settle({ delivered: false, statusCode, error: null });
    });
    req.on('error', (error) => settle(failed(reasonOf(error, timeoutMs))));
    req.end(attempt.body);
  });
}
