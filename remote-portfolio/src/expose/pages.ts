import { defineRemote, lazyPage } from 'web-kit';
import { portfolioApi } from '../api';
import { HomePreview } from '../features/home-preview/home-preview';

/**
 * What the shell loads as `remote_portfolio/pages`. Home's preview, the first screen after signing
 * in, comes with the remote; the editor (forms, cropper) and the card pages when first opened.
 */
const remote = defineRemote({
  api: portfolioApi,
  pages: {
    HomePreview,
    EditPortfolio: lazyPage(() =>
      import('../features/editor/edit-portfolio').then((m) => m.EditPortfolio),
    ),
    PublicPortfolio: lazyPage(() =>
      import('../features/public-page/public-portfolio-page').then((m) => m.PublicPortfolioPage),
    ),
    OwnPortfolio: lazyPage(() =>
      import('../features/public-page/own-portfolio-page').then((m) => m.OwnPortfolioPage),
    ),
  },
});

export const { api, pages, hostContract } = remote;
export default remote;
