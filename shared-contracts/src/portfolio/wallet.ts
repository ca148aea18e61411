import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/**
 * The card in a phone's wallet (issue 29). Which wallets this server can issue passes for depends
 * on its settings (Google's issuer and service account, Apple's pass certificate): the editor asks
 * first and shows only the buttons that will work.
 */

/** GET /portfolio/wallet: the wallets this server is set up for. */
export interface WalletOffer {
  google: boolean;
  apple: boolean;
}

/** GET /portfolio/wallet/google: Google's "save to wallet" link for the card as it is now. */
export interface GoogleWalletSave {
  /** `https://pay.google.com/gp/v/save/{jwt}`, opened by the browser. */
  saveUrl: string;
}

/**
 * GET /portfolio/wallet/apple/link: where the browser goes for the pass. Safari on an iPhone
 * offers to add a pass only when it opens a URL that answers one, so the pass is not fetched with
 * the session token: this link carries a ticket of its own instead, good for a few minutes and for
 * the person's pass alone.
 */
export interface AppleWalletLink {
  /** Absolute: `{PUBLIC_URL}/api/v1/wallet/apple/pass.pkpass?ticket={ticket}`. */
  passUrl: string;
}

/** The media type Apple's Wallet opens, and the file name the pass is offered under. */
export const PKPASS_MEDIA_TYPE = 'application/vnd.apple.pkpass';
export const PKPASS_FILE_NAME = 'tapfolio-card.pkpass';

export const walletErrors = defineTexts('walletErrors', {
  googleNotSetUp: 'Google Wallet is not set up on this server',
  appleNotSetUp: 'Apple Wallet is not set up on this server',
  /** Expired, forged or not a pass ticket: told alike, so a forger learns nothing of which. */
  passLinkInvalid: 'This pass link has expired or is not valid. Tap Add to Apple Wallet again.',
  ticketRequired: 'ticket is required',
});

/**
 * The `code` of a refusal for a wallet this server is not set up for (404, with
 * `walletErrors.googleNotSetUp` or `.appleNotSetUp`): told apart from "you have no card yet",
 * which is a 404 `NOT_FOUND`.
 */
export const WALLET_NOT_SET_UP = 'WALLET_NOT_SET_UP';

/** The `code` of the 404 a pass link answers when its ticket is expired, forged or not one. */
export const WALLET_LINK_INVALID = 'WALLET_LINK_INVALID';

/** What the passes themselves say, in both wallets. */
export const walletTexts = defineTexts('walletTexts', {
  /** The pass's title row (Google's card title, Apple's logo text) and who issued it. */
  issuer: 'Tapfolio',
  /** Read out by VoiceOver and shown on the lock screen (Apple's required `description`). */
  description: message<[name: string]>("{name}'s business card", 'name'),
  nameLabel: 'Name',
  designationLabel: 'Designation',
  companyLabel: 'Company',
  /** The link to the card (Google's links module, the back of Apple's pass). */
  cardLink: 'Open my card',
});
