import type { UserProfile } from 'shared-contracts';

/** A signed-in person's profile for component tests: Asha, onboarded and verified, unless told. */
export const aProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: null,
  whatsappNumber: null,
  addressInfo: null,
  portfolio: 'p1',
  isOnboarded: true,
  emailVerified: true,
  role: 'user',
  ...overrides,
});
