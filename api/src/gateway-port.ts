import type { FastifyInstance } from 'fastify';
import type { HandleLookups } from './modules/handles/lookup-cache.js';
import type { Insights } from './modules/insights/recorder.js';
import type { NfcResolution } from './modules/nfc-cards/repository.js';
import type { ClosedAccounts } from './modules/personal-data/closed-accounts.js';
import type { PublicCards } from './modules/portfolio/public-cards.js';

/**
 * What the gateway reads of the API mounted beside it, for the pages it serves itself
 * (`/portfolio/{userId}`, `/@{handle}`, `/c/{code}`). These are the API's own decorators, so a
 * page and the API's answers share one cache, one invalidation and one count.
 */
export interface GatewayPort {
  /** The public cards with their ETags; a subscriber hears of every card that changes. */
  publicCards: Pick<PublicCards, 'get' | 'subscribe'>;
  /** Whose card a personal link opens. */
  handles: HandleLookups;
  /** Counts the card pages and chip taps the gateway serves; never awaited, never throws. */
  insights: Pick<Insights, 'record'>;
  /** Whose card an NFC chip's code opens. */
  nfcCards: { resolve(code: string): Promise<NfcResolution> };
  /** Deleted accounts: their card's page is a 410, not a 404. */
  closedAccounts: Pick<ClosedAccounts, 'isClosed'>;
}

/**
 * The API's own encapsulated instance, as `expose` hands it over: the compiler checks here that
 * its decorators provide the port.
 */
export type ApiInstance = FastifyInstance & GatewayPort;
