import { STORAGE_KEYS } from 'shared-contracts';

/** The token and user id live in localStorage under the spec's keys, so a reload stays signed in. */
export const storedSession = {
  read() {
    return {
      token: localStorage.getItem(STORAGE_KEYS.token),
      userId: localStorage.getItem(STORAGE_KEYS.userId),
    };
  },
  write(token: string, userId?: string | null) {
    localStorage.setItem(STORAGE_KEYS.token, token);
    if (userId) localStorage.setItem(STORAGE_KEYS.userId, userId);
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.userId);
    localStorage.removeItem(STORAGE_KEYS.accountPageReloaded);
    // The cart's copy paints this person's cart at once; the next person on this phone must not see it.
    localStorage.removeItem(STORAGE_KEYS.cart);
  },
};
