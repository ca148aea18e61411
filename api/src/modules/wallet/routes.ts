import type { FastifyPluginAsync } from 'fastify';
import {
  API_BASE,
  paths,
  walletErrors,
  type AppleWalletLink,
  type GoogleWalletSave,
  type WalletOffer,
} from 'shared-contracts';
import { ok } from '../../lib/reply.js';
import { WALLET_DOCS } from './docs.js';
import { createGoogleSaveLinks } from './google-pass.js';
import type { PassTickets } from './pass-tickets.js';
import { notSetUp } from './refusals.js';
import { currentWalletCard } from './wallet-card.js';

/** GET /portfolio/wallet, /portfolio/wallet/google and /portfolio/wallet/apple/link (signed in). */
const walletRoutes: FastifyPluginAsync<{ tickets: PassTickets }> = async (app, { tickets }) => {
  const { google, apple } = app.config.wallet;
  const googleSaveUrl = google && createGoogleSaveLinks(google, app.config.publicUrl);
  const passUrl = new URL(`${app.config.publicUrl}${API_BASE}${paths.applePass}`);

  app.get(paths.portfolioWallet, WALLET_DOCS.offer, async () =>
    ok<WalletOffer>({ google: Boolean(google), apple: Boolean(apple) }),
  );

  app.get(paths.portfolioWalletGoogle, WALLET_DOCS.google, async (request) => {
    if (!googleSaveUrl) throw notSetUp(walletErrors.googleNotSetUp);
    const saveUrl = await googleSaveUrl(await currentWalletCard(app, request.userId));
    return ok<GoogleWalletSave>({ saveUrl });
  });

  app.get(paths.portfolioWalletAppleLink, WALLET_DOCS.appleLink, async (request) => {
    if (!apple) throw notSetUp(walletErrors.appleNotSetUp);
    // Someone with no card yet is told so here, not sent to a page that says it.
    await currentWalletCard(app, request.userId);
    const url = new URL(passUrl);
    url.searchParams.set('ticket', await tickets.issue(request.userId));
    return ok<AppleWalletLink>({ passUrl: url.toString() });
  });
};

export default walletRoutes;
