import type { RemoteModule } from 'web-kit';
import { portfolioApi } from '../api';
import { EditPortfolio } from '../features/editor/edit-portfolio';
import { HomePreview } from '../features/home-preview/home-preview';
import { OwnPortfolioPage } from '../features/public-page/own-portfolio-page';
import { PublicPortfolioPage } from '../features/public-page/public-portfolio-page';

/** What the shell loads as `remote_portfolio/pages`. */
const remote: RemoteModule = {
  api: portfolioApi,
  pages: {
    EditPortfolio,
    PublicPortfolio: PublicPortfolioPage,
    OwnPortfolio: OwnPortfolioPage,
    HomePreview,
  },
};

export const { api, pages } = remote;
export default remote;
