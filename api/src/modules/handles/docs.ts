import {
  HANDLE_MAX_LENGTH,
  HANDLE_MIN_LENGTH,
  handleAvailabilityQuerySchema,
  handleBodySchema,
} from 'shared-contracts';
import { documented } from '../../openapi/documented.js';

const RULES =
  `${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} lower-case letters, digits, \`-\` and \`.\`, ` +
  'starting and ending with a letter or digit; upper case is lowered and a leading `@` dropped; ' +
  "the app's own routes and a few words are reserved.";

export const HANDLE_DOCS = {
  set: documented({
    summary: 'Set your personal link (`/@{handle}`)',
    description:
      `${RULES} Your old handles keep opening your card (they redirect) and stay yours: ` +
      'no one else may take them, and you may take one back. Answers your card, as GET /portfolio.',
    tags: ['portfolio'],
    auth: 'user',
    body: handleBodySchema,
    responses: {
      200: 'Saved: your card with its new handle',
      404: 'You have no portfolio yet',
      409: 'Someone else holds (or held) this handle',
    },
  }),
  availability: documented({
    summary: 'May you take this handle? (checked as you type)',
    description:
      `${RULES} Always answers 200: \`available\`, and \`message\` saying why not, or \`yours\` ` +
      'for your current or an old handle. At most 120 checks a minute per person.',
    tags: ['portfolio'],
    auth: 'user',
    querystring: handleAvailabilityQuerySchema,
    responses: { 200: 'Whether the handle is free', 429: 'Too many checks: wait a minute' },
  }),
  lookup: documented({
    summary: 'Whose card a personal link opens',
    description:
      'Any case; an old handle answers its owner’s current one (the page redirects to it). ' +
      'Cached by shared caches for 30 s, like the card.',
    tags: ['portfolio'],
    params: { handle: 'A handle, current or old, without the `@`' },
    responses: {
      200: '`userId` and the current `handle`',
      404: 'No one holds this handle',
      410: "The handle's owner deleted their account",
    },
  }),
};
