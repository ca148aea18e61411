import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import {
  LEAD_HONEYPOT_FIELD,
  leadBodySchema,
  paths,
  portfolioErrors,
  type LeadBody,
} from 'shared-contracts';
import { HttpError, notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { cardUrl } from '../portfolio/public.js';
import { LEAD_DOCS as DOCS } from './docs.js';
import { clientNetwork } from '../../lib/client-network.js';
import { checkNetworkCeiling } from '../../lib/shared-rate-limits.js';
import { createCardLimit } from './card-limit.js';
import { fromForm, isFormPost } from './form-post.js';
import { leadEmail } from './lead-email.js';
import { shareWithOrganisation } from '../teams/public.js';
import { queueContactCreated } from '../webhooks/public.js';
import { createLeadRepository, type LeadCard, type NewLead } from './repository.js';

/** Where the card's form lands afterwards: the card page shows the matching text by `:target`. */
export const LEAD_SENT_HASH = '#details-sent';
export const LEAD_INVALID_HASH = '#details-invalid';

type CardRequest = FastifyRequest<{ Params: { userId: string } }>;

/** A robot filled the field people never see. */
const trapped = (body: unknown) => {
  const value = (body as Record<string, unknown> | null)?.[LEAD_HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
};

const stored = (lead: LeadBody): NewLead => ({
  name: lead.name,
  phoneNumber: lead.phoneNumber || null,
  email: lead.email || null,
  company: lead.company || null,
  note: lead.note || null,
});

/** Contact exchange (issue 13): a card's visitors send their details (the form, or JSON). */
const leadRoutes: FastifyPluginAsync = async (app) => {
  const repo = createLeadRepository(app.db);
  const limits = app.config.rateLimits;

  // Per address against one sender, before the card is looked up (no probing ids past it); per
  // card against many addresses flooding one owner's inbox.
  const perAddress = app.rateLimit({
    max: limits.leadsPerAddress.max,
    timeWindow: limits.leadsPerAddress.timeWindowMs,
    // Per client network and card: many visitors behind one carrier address each reach a card.
    keyGenerator: (request: FastifyRequest) =>
      `leads:${clientNetwork(request.ip)}|${(request.params as { userId?: string }).userId ?? ''}`,
  });
  const perCard = createCardLimit(app.db, limits.leadsPerCard);

  const cardOf = async (userId: string): Promise<LeadCard> => {
    const card = isUuid(userId) ? await repo.card(userId) : undefined;
    if (!card) throw notFound(portfolioErrors.notFound);
    return card;
  };

  /** Stores and mails it; the mail goes in the background, never waited on here. */
  const deliver = async (card: LeadCard, lead: LeadBody) => {
    const saved = await repo.add(card.userId, stored(lead));
    // The card's consent line named the organisation when its policy shares contacts.
    await shareWithOrganisation(app.db, card.userId, saved);
    app.mailer.send(leadEmail(card, saved, app.config.publicUrl));
    app.metrics.leads.stored();
    // Queued in the database only: the owner's endpoints never hold up the visitor's form.
    await queueContactCreated(app.db, card.userId, saved).catch((error: unknown) =>
      app.log.error({ err: error }, 'a shared contact could not be queued for the webhooks'),
    );
  };

  app.post(
    paths.portfolioLeadCreate,
    { preHandler: perAddress, ...DOCS.create },
    async (request: CardRequest, reply) => {
      // One network over every card: a script going from card to card meets a ceiling.
      await checkNetworkCeiling(app.db, 'leads', limits.leadsPerAddress, request, reply);
      const card = await cardOf(request.params.userId);
      /** A trap is counted as a lead would be, so a robot cannot tell the two apart. */
      const accept = async (body: unknown) => {
        if (trapped(body)) {
          await perCard.admit(card.userId, reply);
          app.metrics.leads.trapped();
          return;
        }
        // Counted once valid: only what would reach the owner's inbox uses up the card's room.
        const lead = await parseBody(leadBodySchema, body);
        await perCard.admit(card.userId, reply);
        await deliver(card, lead);
      };
      if (isFormPost(request.headers['content-type'])) {
        const back = (hash: string) =>
          reply.redirect(`${cardUrl(app.config.publicUrl, card)}${hash}`, 303);
        try {
          await accept(fromForm((request.body ?? {}) as Record<string, unknown>));
        } catch (error) {
          const invalid =
            error instanceof ValidationError ||
            (error instanceof HttpError && error.statusCode === 400);
          if (invalid) return back(LEAD_INVALID_HASH);
          throw error;
        }
        return back(LEAD_SENT_HASH);
      }
      await accept(request.body);
      return reply.status(201).send(ok({ sent: true }));
    },
  );
};

export default leadRoutes;
