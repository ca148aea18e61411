import type { FastifyPluginAsync } from 'fastify';
import { accountErrors, deleteAccountSchema, paths, personalDataTexts } from 'shared-contracts';
import { fieldError, unauthorized } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { verifyPassword } from '../../lib/passwords.js';
import { ok } from '../../lib/reply.js';
import { createPasswordGuesses, signedInAccount } from '../account/public.js';
import { createAccountRepository } from '../account/public.js';
import { deleteStoredFile } from '../files/public.js';
import { closeAccount } from './close-account.js';
import { PERSONAL_DATA_DOCS as DOCS } from './docs.js';
import { DELETE_BODY_LIMIT } from './limits.js';

/** DELETE /user/account: the password again, then everything of the person goes. */
const deleteRoute: FastifyPluginAsync = async (app) => {
  const repo = createAccountRepository(app.db);
  const guesses = createPasswordGuesses(app.db, app.config.rateLimits.passwordGuesses);

  app.delete(
    paths.userAccount,
    { bodyLimit: DELETE_BODY_LIMIT, ...DOCS.deleteAccount },
    async (request, reply) => {
      const { password } = await parseBody(deleteAccountSchema, request.body);
      const { userId } = request;
      // A stolen session must not become a way to guess the password, nor to end the account.
      const account = signedInAccount(userId);
      await guesses.admit(account, request.ip, reply);
      const user = await repo.findById(userId);
      if (!user) throw unauthorized(accountErrors.sessionExpired);
      if (!(await verifyPassword(user.passwordHash, password))) {
        // 400 on the field, as change-password answers: a 401 would end the session in the app.
        throw fieldError(400, 'password', accountErrors.currentPasswordWrong);
      }
      await guesses.succeeded(account, request.ip);

      const keys = await closeAccount(app.db, userId);
      // Every instance forgets the card (and its handles' lookups): its links answer 410 at once.
      app.publicCards.invalidate(userId);
      // The rows are gone, so nothing serves these any more; a file left behind is only bytes.
      for (const key of keys) {
        if (!(await deleteStoredFile(app.storage, key))) {
          request.log.warn({ key }, 'a deleted account left a file in storage');
        }
      }
      return ok({ deleted: true as const }, personalDataTexts.deleted);
    },
  );
};

export default deleteRoute;
