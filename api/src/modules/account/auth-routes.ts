import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountErrors,
  authToasts,
  forgotPasswordSchema,
  loginSchema,
  mailedLink,
  paths,
  resetPasswordSchema,
  signupSchema,
  type LoginResult,
  type RegisterResult,
} from 'shared-contracts';
import type { RateLimit } from '../../config.js';
import { isUniqueViolation } from '../../db/client.js';
import { clientNetwork } from '../../lib/client-network.js';
import { HttpError, badRequest, fieldError } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { ok } from '../../lib/reply.js';
import { languageOf } from '../../lib/language.js';
import { checkNetworkCeiling } from '../../lib/shared-rate-limits.js';
import { verifyEmailMail } from './email-link-mails.js';
import { createEmailLinks } from './email-links.js';
import { createPasswordGuesses, loginAccount, signedInAccount } from './password-guesses.js';
import { createAccountRepository } from './repository.js';
import { ACCOUNT_DOCS as DOCS } from './docs.js';
import { resetPasswordEmail } from './reset-email.js';

/** The e-mail a request names, as the schemas store it (the count is kept per it). */
const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

/**
 * The route's limit kept per client network and the account it names (after the body is read),
 * shared by every replica; the network's ceiling over all accounts is checked in the handler.
 */
const perAccount = (name: string, { max, timeWindowMs }: RateLimit, docs = {}) => ({
  ...docs,
  config: {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        `${name}:${clientNetwork(request.ip)}|${emailOf(request)}`,
    },
  },
});

/** Register, login, and the forgotten-password round trip: the calls made without a session. */
const authRoutes: FastifyPluginAsync = async (app) => {
  const repo = createAccountRepository(app.db);
  const limits = app.config.rateLimits;
  const { passwordHashMemoryKib: hashMemoryKib } = app.config;
  const guesses = createPasswordGuesses(app.db, limits.passwordGuesses);
  const links = createEmailLinks(app.db);

  /** One network's requests to the route over every account, past its ceiling: 429. */
  const ceiling = (name: string, limit: RateLimit, request: FastifyRequest, reply: FastifyReply) =>
    checkNetworkCeiling(app.db, name, limit, request, reply);

  app.post(
    paths.register,
    perAccount('register', limits.register, DOCS.register),
    async (request, reply) => {
      await ceiling('register', limits.register, request, reply);
      const { name, email, password } = await parseBody(signupSchema, request.body);
      if (await repo.emailTaken(email)) throw fieldError(409, 'email', accountErrors.emailTaken);
      const passwordHash = await hashPassword(password, hashMemoryKib);
      // The language the app spoke at sign-up: the account's until the person picks another.
      const language = languageOf(request);
      const user = await repo
        .create({ name, email, passwordHash, language })
        .catch((error: unknown) => {
          // Two sign-ups with one address at the same moment: the index decides.
          throw isUniqueViolation(error)
            ? fieldError(409, 'email', accountErrors.emailTaken)
            : error;
        });
      // The account works at once; the link proves the address (the app asks until it is opened).
      const token = await links.create(user.id, 'verify', user.email);
      app.mailer.send(
        verifyEmailMail(
          user.email,
          user.name,
          mailedLink(app.config.publicUrl, '/verify-email', token),
          user.language,
        ),
      );
      const result: RegisterResult = { token: app.signToken(user), userId: user.id };
      return reply.status(201).send(ok(result, authToasts.signupSuccess));
    },
  );

  app.patch(paths.login, perAccount('login', limits.login, DOCS.login), async (request, reply) => {
    await ceiling('login', limits.login, request, reply);
    const { email, password } = await parseBody(loginSchema, request.body);
    // Per account on top of the per-address limit, so guesses spread over many addresses are
    // slowed too; by the e-mail typed, so an unknown one is answered exactly like a known one.
    const account = loginAccount(email);
    await guesses.admit(account, request.ip, reply);
    const user = await repo.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstNothing(password, hashMemoryKib);
    if (!user || !valid) {
      throw new HttpError(401, accountErrors.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    await guesses.succeeded(account, request.ip);
    const result: LoginResult = {
      token: app.signToken(user),
      userId: user.id,
      portfolio: user.portfolioId !== null,
      isOnboarded: user.isOnboarded,
    };
    return ok(result, authToasts.loginSuccess);
  });

  const forgotLimit = perAccount('forgot', limits.forgotPassword, DOCS.forgot);
  app.patch(paths.forgetPassword, forgotLimit, async (request, reply) => {
    await ceiling('forgot', limits.forgotPassword, request, reply);
    const { email } = await parseBody(forgotPasswordSchema, request.body);
    const user = await repo.findByEmail(email);
    if (user) {
      const token = await repo.createResetToken(user.id);
      const link = mailedLink(app.config.publicUrl, '/reset-password', token);
      app.mailer.send(resetPasswordEmail(user.email, user.name, link, user.language));
      if (app.config.logResetLinks) request.log.info({ resetLink: link }, 'password reset link');
    }
    // The same answer either way: it must not tell who has an account.
    return ok(null, authToasts.forgotPasswordSent);
  });

  app.patch(paths.resetPassword, DOCS.resetPassword, async (request) => {
    const { token, password } = await parseBody(resetPasswordSchema, request.body);
    const userId = await repo.consumeResetToken(token);
    if (!userId) throw badRequest(accountErrors.resetTokenInvalid);
    await repo.replacePassword(userId, await hashPassword(password, hashMemoryKib));
    // Guesses at the old password count for nothing now, on any network: the owner signs in at once.
    const user = await repo.findById(userId);
    if (user) {
      // The link went to the account's address (a change of address ends unused ones): whoever
      // opened it holds that mailbox, so the address is proven, and the real owner of an address
      // someone else signed up with takes the account back this way.
      await links.markVerified(user.id, user.email);
      await guesses.forget(loginAccount(user.email));
    }
    await guesses.forget(signedInAccount(userId));
    return ok(null, authToasts.resetSuccess);
  });
};

export default authRoutes;
