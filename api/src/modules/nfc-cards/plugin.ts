import fp from 'fastify-plugin';
import { normalizeNfcCode } from './codes.js';
import { resolveCard, type NfcResolution } from './repository.js';

export interface NfcCardLookups {
  /**
   * Whose card a chip's code opens: `{ userId, handle }` while the card is active and owned,
   * 'inactive' when it is lost, deactivated or ownerless, null for a code never given out (or one
   * no card can have).
   */
  resolve(code: string): Promise<NfcResolution>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** NFC cards' links (`/c/{code}`), for the gateway's redirect. */
    nfcCards: NfcCardLookups;
  }
}

/**
 * `app.nfcCards`, for the gateway's `/c/{code}`. Not cached: a card marked lost must stop opening
 * its owner's card with the very next tap, on every replica, and a look-up by primary key is
 * about as cheap as a cache that every replica would have to be told about.
 */
export default fp(
  async (app) => {
    app.decorate('nfcCards', {
      async resolve(asked) {
        const code = normalizeNfcCode(asked);
        return code ? resolveCard(app.db, code) : null;
      },
    } satisfies NfcCardLookups);
  },
  { name: 'nfc-cards', dependencies: ['db'] },
);
