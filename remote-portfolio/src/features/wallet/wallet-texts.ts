import type { WalletOffer } from 'shared-contracts';

export type Wallet = keyof WalletOffer;

/**
 * The Wallet pass screen's words (issue 29). The spec has none for it; they stay beside the screen
 * until another app needs them. The button labels are Google's and Apple's own wording.
 */
export const walletScreenTexts = {
  menuEntry: 'Wallet pass',
  /** The entry's line names only the wallets this server offers. */
  menuDescription: ({ google, apple }: WalletOffer) =>
    `Your card in ${[google && 'Google Wallet', apple && 'Apple Wallet'].filter(Boolean).join(' or ')}`,
  heading: 'Wallet pass',
  intro:
    'Keep your card in your phone’s wallet, next to your tickets: open it when you meet someone and let them scan its QR code.',
  asItIsNow:
    'The pass shows your card as it is now. After you change your card, add a new pass to carry the change.',
  failed: 'Could not make your pass. Please try again.',
  offerFailed: 'Could not check which wallets are set up.',
  tryAgain: 'Try again',
  noneOffered: 'Wallet passes are not set up on this server.',
} as const;

/** Each wallet's part of the screen, in the order shown: Google first, most of India is Android. */
export const walletChoices: {
  wallet: Wallet;
  heading: string;
  hint: string;
  add: string;
  busy: string;
}[] = [
  {
    wallet: 'google',
    heading: 'Android',
    hint: 'Google’s page opens to save the pass to Google Wallet on your phone.',
    add: 'Add to Google Wallet',
    busy: 'Opening Google Wallet...',
  },
  {
    wallet: 'apple',
    heading: 'iPhone',
    hint: 'On an iPhone, Safari offers to add the pass at once. On a computer, the file is saved: send it to your iPhone and open it there.',
    add: 'Add to Apple Wallet',
    busy: 'Opening your pass...',
  },
];
