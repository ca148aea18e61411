import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRERENDERED_SCREEN_ID, STORAGE_KEYS, type Language } from 'shared-contracts';
import {
  aProfile,
  appPreloaded,
  appStarted,
  clearServedPage,
  fakeHost,
  servePage,
} from 'web-kit/testing';
import { renderAuthScreen } from '../src/server/render-auth';
import { startSignIn } from '../src/sign-in/start';

/** The page the gateway sends for a first screen: this build's server render in place. */
async function servedPage(path: string, language: Language = 'en') {
  const rendered = await renderAuthScreen({ path, language });
  if (!rendered) throw new Error(`${path} was not rendered`);
  servePage({ markup: rendered.markup, path, language });
}

describe('the sign-in client', () => {
  afterEach(clearServedPage);

  it('makes the server-rendered login screen work in place, with what was typed before it ran', async () => {
    await servedPage('/login');
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome Back!' });
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    // Typed while the script was on its way.
    email.value = 'asha@example.com';
    const host = fakeHost();

    await startSignIn({ host });

    // Hydrated: the very nodes the server sent, no second copy of the screen.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBe(heading);
    expect(screen.getByLabelText('Email')).toBe(email);
    const user = userEvent.setup();
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeEnabled();
    await user.click(login);
    // The e-mail typed before is the form's: only the password is asked for.
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(screen.queryByText('Please enter email address.')).toBeNull();
    expect(host.calls).toHaveLength(0);
    expect(appStarted()).toBe(false);
    expect(appPreloaded()).toEqual([]);

    host.answer({
      result: { token: 'tok-1', userId: 'u1', portfolio: true, isOnboarded: true },
    });
    host.answer({ success: true, result: aProfile() });
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(login);

    // Signed in: the session is on the phone, the app starts at Home, the toast is said. Its
    // script and the chunks its boot needs were fetched while the profile was asked for.
    await waitFor(() => expect(appStarted()).toBe(true));
    expect(appPreloaded()).toEqual([
      '/static/js/async/shared-libs.test.js',
      '/static/js/index.test.js',
    ]);
    expect(window.location.pathname).toBe('/home');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(host.calls.map(({ url, method }) => `${method ?? 'GET'} ${url}`)).toEqual([
      'PATCH /user/login',
      'GET /user/profile',
    ]);
    expect(screen.getAllByText('Login successful!').length).toBeGreaterThan(0);
    // The screen stays on show, out of reach, until the app has painted in #root.
    expect(heading.closest('[inert]')).not.toBeNull();
  });

  it('goes to Create Account and back without the app', async () => {
    await servedPage('/login');
    await startSignIn({ host: fakeHost() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    expect(window.location.pathname).toBe('/register');
    expect(appStarted()).toBe(false);
  });

  it('hydrates a screen rendered in Hindi in Hindi', async () => {
    await servedPage('/forgot-password', 'hi');
    const heading = screen.getByRole('heading', { level: 1 });
    const text = heading.textContent;
    expect(text).not.toBe('Forgot Password');
    await startSignIn({ host: fakeHost() });
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(heading.textContent).toBe(text);
    expect(
      screen.getByRole('button', {
        name: heading.ownerDocument.querySelector('button[type="submit"]')?.textContent ?? '',
      }),
    ).toBeEnabled();
  });

  it('hands a signed-in visitor to the app at once, which sends them on', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    await servedPage('/login');
    await startSignIn({ host: fakeHost() });
    expect(appStarted()).toBe(true);
    // Left as the server sent it, for the app to take over.
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).not.toBeNull();
  });
});
