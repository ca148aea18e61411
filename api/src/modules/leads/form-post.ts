import type { FastifyInstance } from 'fastify';
import { LEAD_HONEYPOT_FIELD } from 'shared-contracts';
import { JSON_BODY_LIMIT } from '../../plugins/body-limits.js';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The form's own fields: empty ones mean "not given", as a JSON body leaves them out. */
const OPTIONAL = ['phoneNumber', 'email', 'company', 'note', LEAD_HONEYPOT_FIELD];

/**
 * The card's form posts without JavaScript. Parsed as the JSON is (the same 64 KiB, 413 past it),
 * and only in the plugin that registers it: everywhere else a form body stays refused (415).
 */
export function acceptFormPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (_request, body, done) => {
      // A null-prototype object: keys such as `__proto__` are plain (refused) fields.
      const fields: Record<string, string> = Object.create(null);
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
      done(null, fields);
    },
  );
}

/** What a form sent, as the JSON body would say it: a ticked box is `consent=on`. */
export function fromForm(fields: Record<string, unknown>): Record<string, unknown> {
  // Still null-prototype: parseBody refuses an inherited key such as `constructor` by name.
  const body: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(fields)) {
    if (OPTIONAL.includes(key) && value === '') continue;
    body[key] = key === 'consent' && value === 'on' ? true : value;
  }
  return body;
}

export const isFormPost = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase() === FORM_TYPE;
