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

/** The media type Apple's Wallet opens, and the file name the pass is offered under. */
export const PKPASS_MEDIA_TYPE = 'application/vnd.apple.pkpass';
export const PKPASS_FILE_NAME = 'tapfolio-card.pkpass';

export const walletErrors = {
  googleNotSetUp: 'Google Wallet is not set up on this server',
  appleNotSetUp: 'Apple Wallet is not set up on this server',
} as const;

/**
 * The `code` of a refusal for a wallet this server is not set up for (404, with
 * `walletErrors.googleNotSetUp` or `.appleNotSetUp`): told apart from "you have no card yet",
 * which is a 404 `NOT_FOUND`.
 */
export const WALLET_NOT_SET_UP = 'WALLET_NOT_SET_UP';

/** What the passes themselves say, in both wallets. */
export const walletTexts = {
  /** The pass's title row (Google's card title, Apple's logo text) and who issued it. */
  issuer: 'Tapfolio',
  /** Read out by VoiceOver and shown on the lock screen (Apple's required `description`). */
  description: (name: string) => `${name}'s business card`,
  nameLabel: 'Name',
  designationLabel: 'Designation',
  companyLabel: 'Company',
  /** The link to the card (Google's links module, the back of Apple's pass). */
  cardLink: 'Open my card',
} as const;
