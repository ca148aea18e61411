import type { BulkOrderForm } from 'shared-contracts';

/**
 * One order attempt, one Idempotency-Key: a double tap, or a retry after an answer that never
 * came, sends the same key for the same request, and the server answers the order it already made
 * instead of making a second. Another request (a card changed) is another attempt. Kept while the
 * screen is open, which is as long as a retry can come from it.
 */
export function attemptKeys() {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(body: BulkOrderForm): string {
      const request = JSON.stringify(body);
      if (current?.request !== request) current = { request, key: newKey() };
      return current.key;
    },
    /** The server answered for good (an order, or a refusal): the next one is a new attempt. */
    forget() {
      current = null;
    },
  };
}

/** A random UUID; randomUUID exists only in secure contexts (https, localhost). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
