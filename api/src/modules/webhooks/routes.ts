import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  WEBHOOKS_MAX,
  paths,
  webhookBodySchema,
  webhookErrors,
  type Contact,
} from 'shared-contracts';
import { conflict, fieldError, notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { isPublicDestination } from './addresses.js';
import type { DeliveryWorker } from './delivery-worker.js';
import { WEBHOOK_DOCS as DOCS } from './docs.js';
import { createWebhookRepository, insertClaimed, toDelivery } from './repository.js';
import { newWebhookSecret } from './signature.js';

type WebhookRequest = FastifyRequest<{ Params: { id: string } }>;

/** Tests one person may send in a minute: each is a request this server makes. */
const TESTS_PER_MINUTE = 10;

/** What a `webhook.test` event carries: a contact of the shape a real one has, marked as a test. */
const sampleContact = (at: Date): Contact => ({
  _id: '00000000-0000-0000-0000-000000000000',
  source: 'typed',
  name: 'Test Contact',
  phoneNumber: '+91 98765 43210',
  email: 'test.contact@example.com',
  company: 'Tapfolio webhook test',
  designation: null,
  website: null,
  note: null,
  notes: 'Sent by Send test: not a real contact.',
  tags: [],
  metAt: null,
  metOn: null,
  followUpOn: null,
  photoKey: null,
  createdAt: at.toISOString(),
  updatedAt: at.toISOString(),
});

/** The owner's outgoing webhooks (issue 31). Signed in (index.ts). */
const webhookRoutes: FastifyPluginAsync<{ worker: DeliveryWorker }> = async (app, { worker }) => {
  const repo = createWebhookRepository(app.db);
  const { allowPrivateAddresses } = app.config.webhooks;

  const ownWebhook = async (request: WebhookRequest) => {
    const { id } = request.params;
    const webhook = isUuid(id) ? await repo.ownWebhook(request.userId, id) : undefined;
    if (!webhook) throw notFound(webhookErrors.notFound);
    return webhook;
  };

  const testsPerPerson = app.rateLimit({
    max: TESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `webhook-tests:${request.userId}`,
  });

  app.get(paths.contactWebhooks, DOCS.list, async (request) => ok(await repo.list(request.userId)));

  app.post(paths.contactWebhooks, DOCS.create, async (request, reply) => {
    const { url } = await parseBody(webhookBodySchema, request.body);
    if (!(await isPublicDestination(new URL(url), allowPrivateAddresses))) {
      throw fieldError(400, 'url', webhookErrors.urlPrivate);
    }
    const added = await repo.add(request.userId, { url, secret: newWebhookSecret() }, WEBHOOKS_MAX);
    if (!added) throw conflict(webhookErrors.tooMany);
    return reply.status(201).send(ok(added));
  });

  app.delete(paths.contactWebhook, DOCS.remove, async (request: WebhookRequest) => {
    const { id } = request.params;
    const deleted = isUuid(id) && (await repo.remove(request.userId, id));
    if (!deleted) throw notFound(webhookErrors.notFound);
    return ok({ deleted: true as const });
  });

  app.post(
    paths.contactWebhookTest,
    { preHandler: testsPerPerson, ...DOCS.test },
    async (request: WebhookRequest) => {
      const webhook = await ownWebhook(request);
      const now = worker.clock();
      const claimed = await insertClaimed(
        app.db,
        webhook,
        'webhook.test',
        sampleContact(now),
        now,
        worker.leaseFrom(now),
      );
      // Tried here, within the attempt's own timeout; the API closing meanwhile leaves it queued.
      const attempted = await worker.attempt(claimed);
      return ok(toDelivery(attempted ?? claimed.row));
    },
  );

  app.get(paths.contactWebhookDeliveries, DOCS.deliveries, async (request: WebhookRequest) => {
    const webhook = await ownWebhook(request);
    return ok(await repo.deliveries(webhook.id));
  });
};

export default webhookRoutes;
