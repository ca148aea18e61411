import {
  WEBHOOKS_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
  webhookBodySchema,
} from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  INSTANT,
  INTEGER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
  oneOfValues,
} from '../../openapi/shapes.js';
import { DELIVERY_LOG_LENGTH } from './repository.js';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_USER_AGENT } from './sender.js';

/** `ContactWebhook`. */
const WEBHOOK = objectOf({ _id: STRING, url: STRING, secret: STRING, createdAt: INSTANT });

/** `WebhookDelivery`: one event for one webhook and its attempts so far. */
const DELIVERY = objectOf({
  _id: STRING,
  event: oneOfValues(WEBHOOK_EVENTS),
  status: oneOfValues(['pending', 'delivered', 'failed']),
  attempts: INTEGER,
  lastStatusCode: nullable(INTEGER),
  lastError: nullable(STRING),
  nextAttemptAt: INSTANT,
  createdAt: INSTANT,
  deliveredAt: nullable(INSTANT),
});

const HOW_IT_IS_SENT =
  'Each new contact is POSTed as JSON `{ "event": "contact.created", "createdAt": <ISO 8601>, ' +
  '"data": <Contact> }` with `Content-Type: application/json`, ' +
  `\`User-Agent: ${WEBHOOK_USER_AGENT}\`, \`${WEBHOOK_EVENT_HEADER}\`, ` +
  `\`${WEBHOOK_DELIVERY_HEADER}\` (the same on every retry: skip one you already have) and ` +
  `\`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" ` +
  "keyed with the webhook's secret>`, as Stripe signs. A 2xx answer within 10 seconds is " +
  'delivered; anything else is retried after 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, then every ' +
  '4 h until 24 hours after the event, then marked failed. Redirects are not followed (a 3xx is ' +
  'a failure).';

const ADDRESS_RULES =
  'Only `https://` URLs of the public internet: an address, or a name every DNS answer of which ' +
  'is, that is not loopback, private, link-local (the clouds’ metadata address too), ' +
  'carrier-grade NAT, unique-local, multicast, unspecified or reserved, nor an IPv6 form of one. ' +
  'Checked when saved and again at every connection, on the very address connected to.';

const ID = { id: 'The webhook’s id' };

export const WEBHOOK_DOCS = {
  list: documented({
    operationId: 'listContactWebhooks',
    summary: 'Your webhooks, with their secrets',
    description: `Oldest first. ${HOW_IT_IS_SENT}`,
    tags: ['portfolio'],
    auth: 'user',
    responses: { 200: envelope('Your webhooks', arrayOf(WEBHOOK)) },
  }),
  create: documented({
    operationId: 'addContactWebhook',
    summary: 'Send each new contact to a URL',
    description: `${ADDRESS_RULES} At most ${WEBHOOKS_MAX} webhooks. The answer carries the secret (\`whsec_...\`) that signs every delivery.`,
    tags: ['portfolio'],
    auth: 'user',
    body: webhookBodySchema,
    responses: {
      201: envelope('Added', WEBHOOK),
      400: 'Not an https URL, too long, or not an address on the public internet',
      409: `You have ${WEBHOOKS_MAX} webhooks already`,
      413: 'The body is too large',
    },
  }),
  remove: documented({
    operationId: 'deleteContactWebhook',
    summary: 'Delete one of your webhooks, and its delivery log',
    tags: ['portfolio'],
    auth: 'user',
    params: ID,
    responses: {
      200: envelope('Deleted', objectOf({ deleted: { const: true } })),
      404: 'Not one of your webhooks',
    },
  }),
  test: documented({
    operationId: 'testContactWebhook',
    summary: 'Send a test event now',
    description:
      'Queues a `webhook.test` event (its `data` a sample contact) and makes its first attempt ' +
      'before answering; a failed one is retried as any other. Answers the delivery.',
    tags: ['portfolio'],
    auth: 'user',
    params: ID,
    responses: {
      200: envelope('The delivery after its first attempt', DELIVERY),
      404: 'Not one of your webhooks',
      429: 'Too many tests in a minute',
    },
  }),
  deliveries: documented({
    operationId: 'listContactWebhookDeliveries',
    summary: 'The delivery log of one of your webhooks',
    description: `The latest ${DELIVERY_LOG_LENGTH}, newest first.`,
    tags: ['portfolio'],
    auth: 'user',
    params: ID,
    responses: {
      200: envelope('Its deliveries, newest first', arrayOf(DELIVERY)),
      404: 'Not one of your webhooks',
    },
  }),
};
