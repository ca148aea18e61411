import {
  paths,
  type ApiSuccess,
  type AppleWalletLink,
  type GoogleWalletSave,
  type WalletOffer,
} from 'shared-contracts';
import { portfolioApi } from '../../api';

export const walletApi = portfolioApi.injectEndpoints({
  endpoints: (build) => ({
    /** Which wallets this server issues passes for: the menu and the screen show only those. */
    getWalletOffer: build.query<WalletOffer, void>({
      query: () => ({ url: paths.portfolioWallet }),
      transformResponse: (response: ApiSuccess<WalletOffer>) => response.result,
      // The server's settings change only with a restart: no need to ask at every visit.
      keepUnusedDataFor: 3600,
    }),
    /**
     * Google's save link, made at the moment of asking so that it carries the card as it is now.
     * A mutation: each tap asks again, nothing is cached.
     */
    getGoogleWalletSave: build.mutation<GoogleWalletSave, void>({
      query: () => ({ url: paths.portfolioWalletGoogle }),
      transformResponse: (response: ApiSuccess<GoogleWalletSave>) => response.result,
    }),
    /**
     * A link to the Apple pass, good for a few minutes: the browser opens it without the session
     * token, and the pass is made then, from the card as it is. A mutation, as Google's link.
     */
    getAppleWalletLink: build.mutation<AppleWalletLink, void>({
      query: () => ({ url: paths.portfolioWalletAppleLink }),
      transformResponse: (response: ApiSuccess<AppleWalletLink>) => response.result,
    }),
  }),
});

export const {
  useGetWalletOfferQuery,
  useGetGoogleWalletSaveMutation,
  useGetAppleWalletLinkMutation,
} = walletApi;

/** Whether the server offers any wallet at all: the Sharing list shows the entry only then. */
export const offersAWallet = (offer: WalletOffer): boolean => offer.google || offer.apple;
