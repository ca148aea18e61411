import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  accountErrors,
  authToasts,
  emailVerificationTexts,
  mailedLink,
  paths,
  verifyEmailSchema,
  type EmailVerifiedResult,
} from 'shared-contracts';
import { isUniqueViolation } from '../../db/client.js';
import { HttpError, badRequest, fieldError, unauthorized } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok, okSaid } from '../../lib/reply.js';
import { ACCOUNT_DOCS as DOCS } from './docs.js';
import { emailChangedEmail } from './email-changed-email.js';
import { verifyEmailMail } from './email-link-mails.js';
import { createEmailLinks } from './email-links.js';
import { createAccountRepository } from './repository.js';

/** A token is 43 characters; Resend takes no body. Anything larger is refused unread. */
const SMALL_BODY_LIMIT = 1024;
/** Verification mails an account may ask for in an hour: Resend cannot be used to spam a mailbox. */
export const VERIFICATION_MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /user/verify-email, without a session: the link is opened on whatever device reads the
 * mail. A `verify` link proves the account's address; a `change` link makes its address the
 * account's, which ends every session and tells the old address.
 */
export const verifyEmailRoute: FastifyPluginAsync = async (app) => {
  const repo = createAccountRepository(app.db);
  const links = createEmailLinks(app.db);

  /** Whether the request came with a current session of `userId` (to hand it a fresh token). */
  const sessionOf = async (request: FastifyRequest, userId: string) => {
    if (!request.headers.authorization) return false;
    try {
      await app.authenticate(request, undefined as never);
      return request.userId === userId;
    } catch {
      return false;
    }
  };

  app.post(
    paths.verifyEmail,
    // No limit of its own, as with a reset: a token of 32 random bytes cannot be guessed.
    { ...DOCS.verifyEmail, bodyLimit: SMALL_BODY_LIMIT },
    async (request) => {
      const { token } = await parseBody(verifyEmailSchema, request.body);
      const link = await links.open(token);
      const user = link && (await repo.findById(link.userId));
      if (!link || !user) throw badRequest(accountErrors.emailLinkInvalid);

      if (link.purpose === 'verify') {
        // A link to an address the account no longer has proves nothing.
        if (!(await links.markVerified(user.id, link.email))) {
          throw badRequest(accountErrors.emailLinkInvalid);
        }
        const result: EmailVerifiedResult = { email: link.email, changed: false };
        return ok(result, emailVerificationTexts.verified);
      }

      const signedIn = await sessionOf(request, user.id);
      const tokenVersion = await repo.replaceEmail(user.id, link.email).catch((error: unknown) => {
        // Someone signed up with that address since the link was sent.
        throw isUniqueViolation(error) ? fieldError(409, 'email', accountErrors.emailTaken) : error;
      });
      app.mailer.send(emailChangedEmail(user.email, link.email, user.name, user.language));
      const result: EmailVerifiedResult = {
        email: link.email,
        changed: true,
        ...(signedIn && { token: app.signToken({ id: user.id, tokenVersion }) }),
      };
      return ok(result, authToasts.emailUpdated);
    },
  );
};

/** POST /user/verify-email/resend, signed in: a new link to the account's own address. */
export const resendVerificationRoute: FastifyPluginAsync = async (app) => {
  const repo = createAccountRepository(app.db);
  const links = createEmailLinks(app.db);

  const options = { ...DOCS.resendVerification, bodyLimit: SMALL_BODY_LIMIT };
  app.post(paths.resendVerification, options, async (request) => {
    const user = await repo.findById(request.userId);
    if (!user) throw unauthorized(accountErrors.sessionExpired);
    if (user.emailVerifiedAt) return ok(null, emailVerificationTexts.alreadyVerified);
    // Counted in the table every replica shares.
    const sent = await links.sentSince(user.id, 'verify', new Date(Date.now() - HOUR_MS));
    if (sent >= VERIFICATION_MAILS_PER_HOUR) {
      throw new HttpError(429, accountErrors.tooManyVerificationMails, 'RATE_LIMITED');
    }
    const token = await links.create(user.id, 'verify', user.email);
    const link = mailedLink(app.config.publicUrl, '/verify-email', token);
    app.mailer.send(verifyEmailMail(user.email, user.name, link, user.language));
    return okSaid(null, emailVerificationTexts, (t) => t.resent(user.email));
  });
};
