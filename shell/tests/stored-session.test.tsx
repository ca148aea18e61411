import { afterEach, describe, expect, it } from '@rstest/core';
import { STORAGE_KEYS, type UserProfile } from 'shared-contracts';
import { loggedIn, loggedOut, profileLoaded, sessionExpired } from 'web-kit';
import { createAppStore } from '../src/app/store';

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  _id: 'u-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  whatsappNumber: null,
  addressInfo: null,
  portfolio: 'p-1',
  isOnboarded: true,
  emailVerified: true,
  role: 'user',
  ...overrides,
});

/** The app as it starts on this phone, signed in as u-1 with the profile the API answered. */
function signedInWith(answered: UserProfile) {
  const { store } = createAppStore();
  store.dispatch(loggedIn({ token: 'tok', userId: 'u-1' }));
  store.dispatch(profileLoaded(answered));
}

describe('the session kept on the phone', () => {
  afterEach(() => localStorage.clear());

  it('keeps the token and user id after signing in', () => {
    const { store } = createAppStore();
    store.dispatch(loggedIn({ token: 'tok', userId: 'u-1' }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u-1');
  });

  it.each([
    ['logging out', loggedOut()],
    ['an expired session', sessionExpired()],
  ])('forgets the token, the user id and the copy of the cart after %s', (_, action) => {
    const { store } = createAppStore();
    store.dispatch(loggedIn({ token: 'tok', userId: 'u-1' }));
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ _id: 'line-1', quantity: 2 }]));
    localStorage.setItem(STORAGE_KEYS.portfolioTheme, 'light');
    // sessionExpired sends the person to /login with a full page load; jsdom cannot navigate.
    window.history.replaceState(null, '', '/login');

    store.dispatch(action);

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    // A device preference, not the person's data.
    expect(localStorage.getItem(STORAGE_KEYS.portfolioTheme)).toBe('light');
  });

  it('starts the app with the profile the API last answered, still to be checked', () => {
    signedInWith(profile());
    const { session } = createAppStore().store.getState();
    expect(session.profile).toEqual(profile());
    expect(session.profileStatus).toBe('idle');
  });

  it('starts without it for someone still onboarding, whose profile changes as they go', () => {
    signedInWith(profile({ portfolio: null, isOnboarded: false }));
    expect(createAppStore().store.getState().session.profile).toBeNull();
  });

  it("keeps no answer that is not the signed-in person's, and starts without a damaged copy", () => {
    signedInWith(profile({ _id: 'u-2' }));
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.profile, '{"_id":"u-1","name":');
    expect(createAppStore().store.getState().session.profile).toBeNull();
    localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify({ _id: 'u-1' }));
    expect(createAppStore().store.getState().session.profile).toBeNull();
  });
});
