import { STORAGE_KEYS, type UserProfile } from 'shared-contracts';
import { hasOnboarded } from '../host/onboarded';

/**
 * The token and user id live in localStorage under the spec's keys, so a reload stays signed in;
 * beside them the person's last profile, so the app's next start draws their screen without
 * waiting for the sign-in check, which still runs and replaces it (or ends the session).
 */
export const storedSession = {
  read() {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const userId = localStorage.getItem(STORAGE_KEYS.userId);
    return { token, userId, profile: token && userId ? storedProfile(userId) : null };
  },
  write(token: string, userId?: string | null) {
    localStorage.setItem(STORAGE_KEYS.token, token);
    if (userId) localStorage.setItem(STORAGE_KEYS.userId, userId);
  },
  writeProfile(profile: UserProfile) {
    try {
      localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
    } catch {
      // A full storage costs the next start one round trip, nothing more.
    }
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.userId);
    localStorage.removeItem(STORAGE_KEYS.profile);
    localStorage.removeItem(STORAGE_KEYS.accountPageReloaded);
    // The cart's copy paints this person's cart at once; the next person on this phone must not see it.
    localStorage.removeItem(STORAGE_KEYS.cart);
  },
};

/**
 * The kept profile, when it is this user's and looks like one. Only an onboarded person's: while
 * onboarding the profile changes step by step (and on another device), and a stale one would send
 * them to the wrong screen until the check answered.
 */
function storedProfile(userId: string): UserProfile | null {
  try {
    const profile = JSON.parse(localStorage.getItem(STORAGE_KEYS.profile) ?? 'null') as unknown;
    return isProfileOf(profile, userId) && hasOnboarded(profile) ? profile : null;
  } catch {
    return null;
  }
}

function isProfileOf(value: unknown, userId: string): value is UserProfile {
  if (typeof value !== 'object' || value === null) return false;
  const profile = value as Record<string, unknown>;
  return (
    profile._id === userId &&
    ['name', 'email', 'role'].every((field) => typeof profile[field] === 'string')
  );
}
