import type { UserProfile } from 'shared-contracts';
import type { UserWithPortfolio } from './repository.js';

/** What GET /user/profile shows: never the hash, the token version or timestamps. */
export function toUserProfile(user: UserWithPortfolio): UserProfile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    whatsappNumber: user.whatsappNumber,
    addressInfo: user.addressInfo,
    portfolio: user.portfolioId,
    isOnboarded: user.isOnboarded,
    emailVerified: user.emailVerifiedAt !== null,
    role: user.role,
    language: user.language,
  };
}
