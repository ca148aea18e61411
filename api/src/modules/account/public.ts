// What other domains may use of the account. Everything else is the account's own.
export {
  accountAddressOf,
  completeOnboarding,
  deleteAccountRow,
  markEmailVerified,
} from './account-rows.js';
export { lockAccount, type Buyer } from './buyer.js';
export { createEmailLinks } from './email-links.js';
export { createPasswordGuesses, signedInAccount } from './password-guesses.js';
export { createAccountRepository } from './repository.js';
export { grantRole, type RoleChange } from './roles.js';
