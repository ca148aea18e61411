import type { FastifyPluginAsync } from 'fastify';
import {
  paths,
  portfolioErrors,
  portfolioTexts,
  portfolioToasts,
  updatePortfolioSchema,
  type UpdatePortfolioRequest,
} from 'shared-contracts';
import { notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { PORTFOLIO_DOCS } from './docs.js';
import { createPortfolioUpdater } from './update.js';

type Section = keyof UpdatePortfolioRequest;

/** The editor's pages, each with the success text the spec gives it (theme has none). */
const PAGES: Array<{ sections: Section[]; message?: string }> = [
  { sections: ['personalInfo'], message: portfolioToasts.personalSaved },
  { sections: ['workInfo'], message: portfolioToasts.workSaved },
  { sections: ['addressInfo'], message: portfolioToasts.addressSaved },
  { sections: ['about'], message: portfolioToasts.aboutSaved },
  { sections: ['services', 'serviceHeading'], message: portfolioToasts.servicesSaved },
  { sections: ['socialMedia'], message: portfolioTexts.socialSaved },
  { sections: ['theme'] },
];
const SAVED = 'Portfolio saved';

/** One page's text when the save came from one page; a general one otherwise. */
export function savedMessage(changes: UpdatePortfolioRequest): string {
  const pages = PAGES.filter(({ sections }) => sections.some((s) => changes[s] !== undefined));
  return (pages.length === 1 && pages[0]!.message) || SAVED;
}

const portfolioUpdateRoutes: FastifyPluginAsync = async (app) => {
  const update = createPortfolioUpdater(app.db, app.pincodes);

  app.patch(paths.portfolio, PORTFOLIO_DOCS.update, async (request) => {
    const changes = await parseBody(updatePortfolioSchema, request.body);
    const updated = await update(request.userId, changes);
    if (!updated) throw notFound(portfolioErrors.notFound);
    return ok(updated, savedMessage(changes));
  });
};

export default portfolioUpdateRoutes;
