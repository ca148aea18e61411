import type { OrderCreateRequest } from 'shared-contracts';

/**
 * One checkout attempt, one Idempotency-Key: a double tap, or a retry after a timeout whose answer
 * never came, sends the same key, and the server answers the order it already made instead of
 * making a second. The key is kept per tab (sessionStorage), so a reload keeps it too.
 *
 * The attempt is told apart by a fingerprint of the whole request, not only the cart: the server
 * refuses (422) a key reused with other card details or another address.
 */
const STORAGE_KEY = 'tapfolio.checkoutAttempt';

interface Attempt {
  fingerprint: string;
  key: string;
}

/** Where storage is refused (private mode, quota), the attempt lives as long as the page. */
let memory: Attempt | null = null;
let storageRefused = false;

function read(): Attempt | null {
  if (storageRefused) return memory;
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const attempt = (raw ? JSON.parse(raw) : null) as Partial<Attempt> | null;
    return typeof attempt?.fingerprint === 'string' && typeof attempt.key === 'string'
      ? { fingerprint: attempt.fingerprint, key: attempt.key }
      : null;
  } catch {
    return memory;
  }
}

function write(attempt: Attempt | null): void {
  memory = attempt;
  try {
    if (attempt) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
    else sessionStorage.removeItem(STORAGE_KEY);
    storageRefused = false;
  } catch {
    storageRefused = true;
  }
}

/**
 * cyrb53, a public-domain 53-bit string hash: the stored fingerprint stays short and does not
 * keep the address in the tab's storage. A collision would only reuse a key, which the server
 * refuses rather than mixing orders.
 */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The request is built field by field in a fixed order, so equal requests give equal text. */
export const requestFingerprint = (request: OrderCreateRequest) => hash(JSON.stringify(request));

function newKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}

/** This request's key: the attempt's own when it is a retry, else a new one. */
export function idempotencyKeyFor(request: OrderCreateRequest): string {
  const fingerprint = requestFingerprint(request);
  const current = read();
  if (current?.fingerprint === fingerprint) return current.key;
  const attempt = { fingerprint, key: newKey() };
  write(attempt);
  return attempt.key;
}

/** The server answered for good (an order, or a refusal): the next submission is a new attempt. */
export function forgetAttempt(): void {
  write(null);
}
