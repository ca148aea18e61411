import type { FastifyPluginAsync } from 'fastify';
import {
  cardAccentOf,
  backgroundFileName,
  backgroundQuerySchema,
  paths,
  portfolioErrors,
} from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { notFound } from '../../lib/http-error.js';
import { parseQuery } from '../../lib/parse-body.js';
import { ImageWorkBusy, imageWork } from '../files/public.js';
import { cardLine, renderBackground } from './background-image.js';
import { cardUrl } from './card-url.js';
import { BACKGROUND_DOCS } from './docs.js';

/** It carries the person's name and card: for them alone, kept by no cache. */
export const BACKGROUND_CACHE_CONTROL = 'private, no-store';

/** GET /portfolio/backgrounds: the own card as a video call's background or a lock screen. */
const backgroundRoute: FastifyPluginAsync = async (app) => {
  app.get(paths.portfolioBackgrounds, BACKGROUND_DOCS.own, async (request, reply) => {
    const { kind, design, screen } = await parseQuery(backgroundQuerySchema, request.query);
    // The card as its page shows it (name, designation, brand): the same 404 as the QR route.
    const card = await app.publicCards.get(request.userId);
    if (!card) throw notFound(portfolioErrors.notFound);
    const { portfolio } = card.result;

    const png = await imageWork(() =>
      renderBackground(
        {
          name: portfolio.personalInfo.name,
          line: cardLine(portfolio.workInfo.designation, portfolio.workInfo.companyName),
          accent: cardAccentOf(portfolio.brand?.colour),
          url: cardUrl(app.config.publicUrl, portfolio),
        },
        kind,
        design,
        screen,
      ),
    ).catch((error: unknown) => {
      // Every place for image work is taken: try again shortly, as the QR route says.
      if (error instanceof ImageWorkBusy) reply.header('retry-after', error.retryAfterSeconds);
      throw error;
    });
    return reply
      .type('image/png')
      .header('cache-control', BACKGROUND_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        attachment(backgroundFileName(kind, design, screen), 'tapfolio-background'),
      )
      .send(png);
  });
};

export default backgroundRoute;
