import type { UserProfile } from 'shared-contracts';

/**
 * Where a signed-in person belongs: onboarding until they have a portfolio. A module of its own,
 * so that reading the session kept on the phone (a page client does before anything else) loads
 * no store library.
 */
export const hasOnboarded = (profile: Pick<UserProfile, 'portfolio' | 'isOnboarded'>) =>
  Boolean(profile.portfolio) || profile.isOnboarded;
