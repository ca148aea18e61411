import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { aProfile, fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { authApi } from '../src/api';
import { VerifyEmailPage } from '../src/features/verify-email/verify-email-page';

const profile = aProfile({ emailVerified: false });
const signedIn = { token: 't0k', userId: 'u1', profile, profileStatus: 'loaded' as const };

/** The page opens its link as it mounts: `answer` queues what the server says first. */
const renderVerify = (
  route: string,
  {
    session,
    answer = () => {},
  }: { session?: typeof signedIn; answer?: (host: FakeHost) => void } = {},
) => {
  const host = fakeHost();
  answer(host);
  return renderScreen(<VerifyEmailPage />, {
    route,
    path: '/verify-email',
    host,
    apis: [authApi],
    session,
    routes: { '/home': <p>Home screen</p>, '/login': <p>Login screen</p> },
  });
};

describe('Verify e-mail', () => {
  it('opens the link once with the token from the fragment, then offers Home to a signed-in person', async () => {
    let release: (data: unknown) => void = () => {};
    const { host, user, store } = renderVerify('/verify-email#t=tok-789', {
      session: signedIn,
      answer: (host) => {
        release = host.hold();
        host.answer({ success: true, result: { ...profile, emailVerified: true } });
      },
    });
    expect(screen.getByRole('heading', { name: 'Verify e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    release({
      success: true,
      message: 'Your e-mail is verified.',
      result: { email: 'asha@example.com', changed: false },
    });

    expect(await screen.findByText('Your e-mail is verified.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.profile?.emailVerified).toBe(true));
    expect(host.calls[0]).toEqual({
      url: '/user/verify-email',
      method: 'POST',
      body: { token: 'tok-789' },
    });
    // Opened once (StrictMode's second effect included), then the profile read again.
    expect(host.calls.map((call) => call.url)).toEqual(['/user/verify-email', '/user/profile']);
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('keeps the session with the fresh token after a change of address made here', async () => {
    const { store } = renderVerify('/verify-email#t=change-1', {
      session: signedIn,
      answer: (host) => {
        host.answer({
          success: true,
          message: 'Email updated successfully.',
          result: { email: 'new@example.com', changed: true, token: 'fresh-t0k' },
        });
        host.answer({ success: true, result: { ...profile, email: 'new@example.com' } });
      },
    });
    expect(await screen.findByText('Email updated successfully.')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('fresh-t0k');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it('sends a change opened on another device to login with the new address', async () => {
    const { host, user } = renderVerify('/verify-email#t=change-2', {
      answer: (host) =>
        host.answer({
          success: true,
          message: 'Email updated successfully.',
          result: { email: 'new@example.com', changed: true },
        }),
    });
    expect(await screen.findByText('Sign in with your new e-mail to go on.')).toBeInTheDocument();
    expect(host.calls).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it("shows the server's refusal of a used or expired link", async () => {
    renderVerify('/verify-email#t=used', {
      answer: (host) => host.fail(400, 'Refused: this link was used already.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Refused: this link was used already.',
    );
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
  });

  it('asks nothing of the server without a token', () => {
    const { host } = renderVerify('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is invalid, has expired or was already used.',
    );
    expect(host.calls).toHaveLength(0);
  });
});
