import { afterEach, describe, expect, it } from '@rstest/core';
import { STORAGE_KEYS } from 'shared-contracts';
import { loggedIn, loggedOut, sessionExpired } from 'web-kit';
import { createAppStore } from '../src/app/store';

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
});
