import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  PKPASS_FILE_NAME,
  PKPASS_MEDIA_TYPE,
  applePassQuerySchema,
  paths,
  walletErrors,
} from 'shared-contracts';
import { clientNetwork } from '../../lib/client-network.js';
import { attachment } from '../../lib/content-disposition.js';
import { parseQuery } from '../../lib/parse-body.js';
import { ImageWorkBusy, imageWork } from '../files/public.js';
import { applePass } from './apple-pass.js';
import { WALLET_DOCS } from './docs.js';
import { PASS_LINK_RATE_LIMIT, type PassTickets } from './pass-tickets.js';
import { notSetUp, passLinkInvalid } from './refusals.js';
import { currentWalletCard } from './wallet-card.js';

/** A pass carries the person's name and card: for them alone, kept by no cache. */
export const PASS_CACHE_CONTROL = 'private, no-store';

/**
 * GET /wallet/apple/pass.pkpass?ticket=: the card's signed pass, public because Safari on an
 * iPhone opens it by navigating, with no session token; the ticket (pass-tickets.ts) says whose.
 */
const applePassRoute: FastifyPluginAsync<{ tickets: PassTickets }> = async (app, { tickets }) => {
  const { apple } = app.config.wallet;

  app.get(
    paths.applePass,
    {
      config: {
        rateLimit: {
          ...PASS_LINK_RATE_LIMIT,
          keyGenerator: (request: FastifyRequest) => `apple-pass:${clientNetwork(request.ip)}`,
        },
      },
      ...WALLET_DOCS.applePass,
    },
    async (request, reply) => {
      const { ticket } = await parseQuery(applePassQuerySchema, request.query);
      // The ticket first: someone without one learns nothing, not even how the server is set up.
      const userId = await tickets.holder(ticket);
      if (!userId) throw passLinkInvalid();
      if (!apple) throw notSetUp(walletErrors.appleNotSetUp);
      // The card as it is now, when the link is opened, not when it was made.
      const card = await currentWalletCard(app, userId);
      // Drawing the images and signing take the CPU: they wait their turn with the other image work.
      const pass = await imageWork(() => applePass(card, apple)).catch((error: unknown) => {
        if (error instanceof ImageWorkBusy) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      });
      // An attachment, as passkit-generator's examples (tried in Safari on iPhones) send it: Safari
      // on an iPhone offers the pass by its media type all the same, and a computer saves the file
      // under its name.
      return reply
        .type(PKPASS_MEDIA_TYPE)
        .header('cache-control', PASS_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', attachment(PKPASS_FILE_NAME, 'tapfolio-card'))
        .send(pass);
    },
  );
};

export default applePassRoute;
