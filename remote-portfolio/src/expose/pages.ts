import { defineRemote, lazyPage } from 'web-kit';
import { portfolioApi } from '../api';
import { HomePreview } from '../features/home-preview/home-preview';
import { ownPortfolioReader } from '../features/shared/portfolio-queries';

/**
 * What the shell loads as `remote_portfolio/pages`, with the own portfolio it lends other
 * remotes. Home's preview, the first screen after signing in, comes with the remote; the editor
 * (forms, cropper) and the card pages when first opened.
 */
const remote = defineRemote({
  api: portfolioApi,
  resources: { OwnPortfolio: ownPortfolioReader },
  pages: {
    HomePreview,
    EditPortfolio: lazyPage(() =>
      import('../app/editor/edit-portfolio').then((m) => m.EditPortfolio),
    ),
    PublicPortfolio: lazyPage(() =>
      import('../features/public-page/public-portfolio-page').then((m) => m.PublicPortfolioPage),
    ),
    OwnPortfolio: lazyPage(() =>
      import('../features/public-page/own-portfolio-page').then((m) => m.OwnPortfolioPage),
    ),
  },
});

export const { api, pages, resources, hostContract } = remote;
export default remote;
