import {
  paths,
  PKPASS_FILE_NAME,
  type ApiSuccess,
  type GoogleWalletSave,
  type WalletOffer,
} from 'shared-contracts';
import { downloadFile } from 'web-kit';
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
    /** GET /portfolio/wallet/apple: the signed pass, handed to the browser's download. */
    downloadApplePass: build.mutation<null, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, paths.portfolioWalletApple, PKPASS_FILE_NAME),
    }),
  }),
});

export const {
  useGetWalletOfferQuery,
  useGetGoogleWalletSaveMutation,
  useDownloadApplePassMutation,
} = walletApi;

/** Whether the server offers any wallet at all: the Sharing list shows the entry only then. */
export const offersAWallet = (offer: WalletOffer): boolean => offer.google || offer.apple;
