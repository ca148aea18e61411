import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountErrors,
  accountNotices,
  authToasts,
  changeEmailSchema,
  changePasswordSchema,
  changeUsernameSchema,
  emailVerificationTexts,
  languageUpdateSchema,
  mailedLink,
  paths,
  profileUpdateSchema,
  type EmailChangeRequestedResult,
  type PasswordChangedResult,
} from 'shared-contracts';
import { fieldError, unauthorized } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { ok, okSaid } from '../../lib/reply.js';
import { confirmNewEmailMail, emailChangeRequestedMail } from './email-link-mails.js';
import { createEmailLinks } from './email-links.js';
import { createPasswordGuesses, signedInAccount } from './password-guesses.js';
import { toUserProfile } from './profile.js';
import { createAccountRepository } from './repository.js';
import { ACCOUNT_DOCS as DOCS } from './docs.js';

/** The signed-in person's own account: every call acts on the token's user and no other. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const repo = createAccountRepository(app.db);
  const guesses = createPasswordGuesses(app.db, app.config.rateLimits.passwordGuesses);
  const links = createEmailLinks(app.db);

  const currentUser = async (request: FastifyRequest) => {
    const user = await repo.findById(request.userId);
    if (!user) throw unauthorized(accountErrors.sessionExpired);
    return user;
  };
  const profileOf = async (request: FastifyRequest) => toUserProfile(await currentUser(request));

  app.get(paths.profile, DOCS.profile, async (request) => ok(await profileOf(request)));

  app.patch(paths.profile, DOCS.updateProfile, async (request) => {
    const changes = await parseBody(profileUpdateSchema, request.body);
    const { addressInfo, ...rest } = changes;
    let address;
    if (addressInfo) {
      const place = await app.pincodes.requirePlace(addressInfo.pincode, 'addressInfo.pincode');
      address = { ...addressInfo, ...place };
    }
    await repo.update(request.userId, { ...rest, ...(address && { addressInfo: address }) });
    return ok(await profileOf(request), accountNotices.profileUpdated);
  });

  // The person's language (issue 30): their app's, their e-mails' and the API's messages to them.
  app.put(paths.userLanguage, DOCS.changeLanguage, async (request) => {
    const { language } = await parseBody(languageUpdateSchema, request.body);
    await repo.update(request.userId, { language });
    return ok(await profileOf(request));
  });

  app.patch(paths.changeUsername, DOCS.changeUsername, async (request) => {
    const { name } = await parseBody(changeUsernameSchema, request.body);
    await repo.update(request.userId, { name });
    return ok(await profileOf(request), authToasts.nameUpdated);
  });

  app.patch(paths.changeEmail, DOCS.changeEmail, async (request, reply) => {
    const { currentEmail, newEmail, currentPassword } = await parseBody(
      changeEmailSchema,
      request.body,
    );
    // The password, as for a new password: a stolen session alone must not hand the account over.
    // Counted like a guess until the request is made: a wrong password, a wrong current address,
    // and a new one that is taken (which would otherwise let one account probe who has another).
    const account = signedInAccount(request.userId);
    await guesses.admit(account, request.ip, reply);
    const user = await currentUser(request);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw fieldError(400, 'currentPassword', accountErrors.currentPasswordWrong);
    }
    if (user.email !== currentEmail) {
      throw fieldError(400, 'currentEmail', accountErrors.currentEmailWrong);
    }
    if (await repo.emailTaken(newEmail))
      throw fieldError(409, 'newEmail', accountErrors.emailTaken);
    await guesses.succeeded(account, request.ip);
    // Nothing changes until the new address's owner opens the link (POST /user/verify-email).
    const token = await links.create(user.id, 'change', newEmail);
    const link = mailedLink(app.config.publicUrl, '/verify-email', token);
    app.mailer.send(confirmNewEmailMail(newEmail, user.name, link, user.language));
    app.mailer.send(emailChangeRequestedMail(user.email, newEmail, user.name, user.language));
    const result: EmailChangeRequestedResult = { pendingEmail: newEmail };
    return okSaid(result, emailVerificationTexts, (t) => t.changeLinkSent(newEmail));
  });

  const changePassword = async (request: FastifyRequest, reply: FastifyReply) => {
    const { currentPassword, newPassword } = await parseBody(changePasswordSchema, request.body);
    // A stolen session must not become a way to guess the password at leisure.
    const account = signedInAccount(request.userId);
    await guesses.admit(account, request.ip, reply);
    const user = await currentUser(request);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw fieldError(400, 'currentPassword', accountErrors.currentPasswordWrong);
    }
    await guesses.succeeded(account, request.ip);
    const newHash = await hashPassword(newPassword, app.config.passwordHashMemoryKib);
    const tokenVersion = await repo.replacePassword(user.id, newHash);
    // The token this request came with is now revoked; the caller keeps its session with this one.
    const result: PasswordChangedResult = { token: app.signToken({ id: user.id, tokenVersion }) };
    return ok(result, authToasts.passwordUpdated);
  };
  app.patch(paths.changePassword, DOCS.changePassword, changePassword);
  app.patch(paths.changePasswordAlias, DOCS.changePasswordAlias, changePassword);
};

export default profileRoutes;
