import {
  backgroundFileName,
  paths,
  type BackgroundDesign,
  type BackgroundKind,
  type LockScreen,
} from 'shared-contracts';
import { downloadFile } from 'web-kit';
import { portfolioApi } from '../../api';

export interface BackgroundChoice {
  kind: BackgroundKind;
  design: BackgroundDesign;
  screen: LockScreen;
}

export const backgroundsApi = portfolioApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /portfolio/backgrounds, saved under the name the API offers: the PNG goes to the
     * browser's download as it arrives, never into the store.
     */
    downloadBackground: build.mutation<null, BackgroundChoice>({
      queryFn: ({ kind, design, screen }, _api, _extra, baseQuery) =>
        downloadFile(
          baseQuery,
          `${paths.portfolioBackgrounds}?${new URLSearchParams({
            kind,
            design,
            ...(kind === 'lock' && { screen }),
          }).toString()}`,
          backgroundFileName(kind, design, screen),
        ),
    }),
  }),
});

export const { useDownloadBackgroundMutation } = backgroundsApi;
