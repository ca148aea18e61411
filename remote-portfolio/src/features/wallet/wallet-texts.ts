import type { WalletOffer } from 'shared-contracts';

export type Wallet = keyof WalletOffer;

/** The wallets in the order shown: Google first, most of India is Android. */
export const WALLETS: readonly Wallet[] = ['google', 'apple'];

/** Which wallets the Sharing entry names (walletScreenTexts.menuDescription's choice). */
export const walletsOffered = ({ google, apple }: WalletOffer): 'google' | 'apple' | 'both' =>
  google && apple ? 'both' : google ? 'google' : 'apple';
