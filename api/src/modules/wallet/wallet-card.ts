import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  cardAccentOf,
  filePath,
  portfolioErrors,
  type Language,
  type Portfolio,
} from 'shared-contracts';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { cardUrl } from '../portfolio/public.js';

/** What a pass shows of a card, in either wallet. */
export interface WalletCard {
  userId: string;
  name: string;
  designation: string;
  company: string;
  /** The card's accent ('#rrggbb'): its organisation's colour, else the card's own. */
  accent: string;
  /** The card's canonical URL: the QR code and the link. */
  url: string;
  /** The profile picture, where the wallet's servers can fetch it (https only). */
  photoUrl: string | undefined;
  /**
   * The owner's language (their setting, issue 30): what the pass's own words are in. The card's
   * words (name, designation, company) stay as the owner wrote them, in whatever script.
   */
  language: Language;
}

/** The file service's width nearest Google's 660 px logo. */
const PHOTO_WIDTH = 800;

/**
 * The card as its public page shows it now (app.publicCards, which every save forgets), so a
 * pass made after a change carries the change.
 */
export function walletCardOf(
  portfolio: Portfolio,
  publicUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): WalletCard {
  const { personalInfo, workInfo } = portfolio;
  const origin = publicUrl.replace(/\/+$/, '');
  const photo = personalInfo.profilePicture;
  return {
    userId: portfolio.userId,
    name: personalInfo.name.trim(),
    designation: workInfo.designation.trim(),
    company: workInfo.companyName.trim(),
    accent: cardAccentOf(portfolio.brand?.colour),
    url: cardUrl(publicUrl, portfolio),
    // Google fetches the image itself, and only over HTTPS: a development server's is left out.
    photoUrl:
      photo && origin.startsWith('https://')
        ? `${origin}${filePath(photo.key, PHOTO_WIDTH)}`
        : undefined,
    language,
  };
}

/**
 * The person's own card as it is now, or the 404 the other card routes answer to someone with no
 * card yet. Only ever the id the session or the ticket names, whatever else a request says.
 */
export async function currentWalletCard(app: FastifyInstance, userId: string): Promise<WalletCard> {
  const [card, [owner]] = await Promise.all([
    app.publicCards.get(userId),
    app.db.select({ language: users.language }).from(users).where(eq(users.id, userId)),
  ]);
  if (!card) throw notFound(portfolioErrors.notFound);
  return walletCardOf(card.result.portfolio, app.config.publicUrl, owner?.language);
}

/** "Designation · Company", or whichever of them the card has. */
export const workLine = (card: WalletCard): string =>
  [card.designation, card.company].filter(Boolean).join(' · ');
