import type { FastifyPluginAsync } from 'fastify';
import {
  PKPASS_FILE_NAME,
  PKPASS_MEDIA_TYPE,
  WALLET_NOT_SET_UP,
  paths,
  portfolioErrors,
  walletErrors,
  type GoogleWalletSave,
  type WalletOffer,
} from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { ImageWorkBusy, imageWork } from '../files/public.js';
import { applePass } from './apple-pass.js';
import { WALLET_DOCS } from './docs.js';
import { createGoogleSaveLinks } from './google-pass.js';
import { walletCardOf, type WalletCard } from './wallet-card.js';

/** A pass carries the person's name and card: for them alone, kept by no cache. */
export const PASS_CACHE_CONTROL = 'private, no-store';

/**
 * 404, not 501: a server without a wallet's settings is configured so on purpose, not failing,
 * and a 5xx would count against it wherever errors are watched (and be retried by clients). The
 * code tells it apart from "you have no card yet", the other 404 here.
 */
const notSetUp = (message: string) => new HttpError(404, message, WALLET_NOT_SET_UP);

/** GET /portfolio/wallet, /portfolio/wallet/google and /portfolio/wallet/apple (signed in). */
const walletRoutes: FastifyPluginAsync = async (app) => {
  const { google, apple } = app.config.wallet;
  const googleSaveUrl = google && createGoogleSaveLinks(google, app.config.publicUrl);

  /** The caller's own card as it is now; never anyone else's, whatever the request names. */
  const ownCard = async (userId: string): Promise<WalletCard> => {
    const card = await app.publicCards.get(userId);
    if (!card) throw notFound(portfolioErrors.notFound);
    return walletCardOf(card.result.portfolio, app.config.publicUrl);
  };

  app.get(paths.portfolioWallet, WALLET_DOCS.offer, async () =>
    ok<WalletOffer>({ google: Boolean(google), apple: Boolean(apple) }),
  );

  app.get(paths.portfolioWalletGoogle, WALLET_DOCS.google, async (request) => {
    if (!googleSaveUrl) throw notSetUp(walletErrors.googleNotSetUp);
    const saveUrl = await googleSaveUrl(await ownCard(request.userId));
    return ok<GoogleWalletSave>({ saveUrl });
  });

  app.get(paths.portfolioWalletApple, WALLET_DOCS.apple, async (request, reply) => {
    if (!apple) throw notSetUp(walletErrors.appleNotSetUp);
    const card = await ownCard(request.userId);
    // Drawing the images and signing take the CPU: they wait their turn with the other image work.
    const pass = await imageWork(() => applePass(card, apple)).catch((error: unknown) => {
      if (error instanceof ImageWorkBusy) reply.header('retry-after', error.retryAfterSeconds);
      throw error;
    });
    return reply
      .type(PKPASS_MEDIA_TYPE)
      .header('cache-control', PASS_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', attachment(PKPASS_FILE_NAME, 'tapfolio-card'))
      .send(pass);
  });
};

export default walletRoutes;
