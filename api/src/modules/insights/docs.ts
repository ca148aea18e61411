import {
  INSIGHT_LINKS,
  INSIGHT_PERIODS,
  insightBeaconSchema,
  insightOwnerBeaconSchema,
  insightsQuerySchema,
} from 'shared-contracts';
import { empty, envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { INTEGER, arrayOf, objectOf, oneOfValues } from '../../openapi/shapes.js';

const COUNTS = {
  views: INTEGER,
  visitors: INTEGER,
  nfc: INTEGER,
  saves: INTEGER,
  links: INTEGER,
  shares: INTEGER,
};
/** `InsightsResult`. */
const INSIGHTS = objectOf({
  days: oneOfValues(INSIGHT_PERIODS),
  totals: objectOf(COUNTS),
  series: arrayOf(objectOf({ date: { type: 'string', format: 'date' }, ...COUNTS })),
  topLinks: arrayOf(objectOf({ link: oneOfValues(INSIGHT_LINKS), taps: INTEGER })),
});

/** `navigator.sendBeacon` sends a string as text/plain: the same JSON, either way. */
const BEACON_TYPES = ['application/json', 'text/plain'];

export const INSIGHTS_DOCS = {
  events: documented({
    operationId: 'recordCardEvent',
    summary: 'Count something a visitor did on a card (beacon)',
    description:
      'What the server cannot see itself: a link tapped, a share, an app page view (`src: "nfc"` ' +
      'marks one that came from a chip). Answered at once; bots, prefetches and the owner are not ' +
      'counted, and each visitor counts once a day per event (views: every one).',
    tags: ['portfolio'],
    params: { userId: "The card owner's user id" },
    body: insightBeaconSchema,
    consumes: BEACON_TYPES,
    responses: {
      204: empty('Received'),
      404: 'Not a card id',
      413: 'The body is too large',
      429: 'Too many beacons from this address',
    },
  }),
  owner: documented({
    operationId: 'markCardOwner',
    summary: 'The owner is looking at their own card (beacon)',
    description:
      "Sent by the card page when the browser holds its owner's session (the token goes in the " +
      "body: a beacon cannot send headers). This visitor's events of the day are taken back and " +
      'later ones are not counted.',
    tags: ['portfolio'],
    params: { userId: "The card owner's user id" },
    body: insightOwnerBeaconSchema,
    consumes: BEACON_TYPES,
    responses: {
      204: empty('Marked'),
      401: 'The token is expired, revoked or not valid',
      403: 'The token is not the card owner’s',
      404: 'Not a card id',
      429: 'Too many beacons from this address',
    },
  }),
  read: documented({
    operationId: 'getInsights',
    summary: "Your own card's insights",
    description:
      `Totals, one entry per India day (UTC+05:30) for the last \`days\` ` +
      `(${INSIGHT_PERIODS.join(', ')}) ending today, oldest first, and link taps by link.`,
    tags: ['portfolio'],
    auth: 'user',
    querystring: insightsQuerySchema,
    responses: { 200: envelope('The insights', INSIGHTS) },
  }),
};
