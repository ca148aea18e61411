import {
  HANDLE_CHANGES_PER_30_DAYS,
  HANDLE_MAX_LENGTH,
  HANDLE_MIN_LENGTH,
  handleAvailabilityQuerySchema,
  handleBodySchema,
} from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { BOOLEAN, STRING, objectOf } from '../../openapi/shapes.js';
import { OWN_PORTFOLIO_RESULT } from '../portfolio/docs.js';

const RULES =
  `${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} lower-case letters, digits, \`-\` and \`.\`, ` +
  'starting and ending with a letter or digit; upper case is lowered and a leading `@` dropped; ' +
  "the app's own routes and a few words are reserved, and some (the company's names, banks and " +
  'payment apps) as the start of a handle too.';

export const HANDLE_DOCS = {
  set: documented({
    operationId: 'setHandle',
    summary: 'Set your personal link (`/@{handle}`)',
    description:
      `${RULES} Your old handles keep opening your card (they redirect) and stay yours: ` +
      'no one else may take them, and you may take one back. Answers your card, as GET /portfolio.',
    tags: ['portfolio'],
    auth: 'user',
    body: handleBodySchema,
    responses: {
      200: envelope('Saved: your card with its new handle', OWN_PORTFOLIO_RESULT),
      404: 'You have no portfolio yet',
      409: 'Someone else holds (or held) this handle',
      429: `More than ${HANDLE_CHANGES_PER_30_DAYS} handles new to you in 30 days (taking back an old one is free)`,
    },
  }),
  availability: documented({
    operationId: 'checkHandleAvailability',
    summary: 'May you take this handle? (checked as you type)',
    description:
      `${RULES} Always answers 200: \`available\`, and \`message\` saying why not, or \`yours\` ` +
      'for your current or an old handle. At most 120 checks a minute per person.',
    tags: ['portfolio'],
    auth: 'user',
    querystring: handleAvailabilityQuerySchema,
    responses: {
      200: envelope(
        'Whether the handle is free',
        objectOf({ handle: STRING, available: BOOLEAN, message: STRING, yours: BOOLEAN }, [
          'message',
          'yours',
        ]),
      ),
      429: 'Too many checks: wait a minute',
    },
  }),
  lookup: documented({
    operationId: 'lookUpHandle',
    summary: 'Whose card a personal link opens',
    description:
      'Any case; an old handle answers its owner’s current one (the page redirects to it). ' +
      'Cached by shared caches for 30 s, like the card.',
    tags: ['portfolio'],
    params: { handle: 'A handle, current or old, without the `@`' },
    responses: {
      200: envelope(
        'Whose card, and its current handle',
        objectOf({ userId: STRING, handle: STRING }),
      ),
      404: 'No one holds this handle',
      410: "The handle's owner deleted their account",
    },
  }),
};
