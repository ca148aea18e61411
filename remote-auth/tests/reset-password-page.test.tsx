import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { ResetPasswordPage } from '../src/features/password-reset/reset-password-page';
import { clockedUser, installFakeClock, pass, removeFakeClock } from 'web-kit/testing/fake-clock';

const renderReset = (route = '/reset-password/tok-123') =>
  renderScreen(<ResetPasswordPage />, {
    route,
    path: route.startsWith('/reset-password/') ? '/reset-password/:token' : '/reset-password',
    apis: [authApi],
    routes: { '/login': <p>Login screen</p> },
  });

type User = ReturnType<typeof renderReset>['user'];

const fill = async (user: User, password: string, confirm: string) => {
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
};

const resetButton = () => screen.getByRole('button', { name: 'Reset' });

/** The spec's delay before the reset screen moves on to login. */
const REDIRECT_MS = 2_000;

afterEach(removeFakeClock);

describe('Reset Password', () => {
  it('keeps Reset disabled until both fields are filled and equal, with the spec messages', async () => {
    const { user, host } = renderReset();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();

    await user.click(screen.getByLabelText('New Password'));
    await user.click(screen.getByLabelText('Confirm New Password'));
    await user.tab();
    expect(await screen.findAllByText('Both fields are required')).toHaveLength(2);

    await fill(user, 'Secret123', 'Secret12');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm New Password'), '3');
    await waitFor(() =>
      expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument(),
    );
    expect(resetButton()).toBeEnabled();
    expect(host.calls).toHaveLength(0);
  });

  it('refuses a password that breaks the rules', async () => {
    const { user, host } = renderReset();
    await fill(user, 'weakpass', 'weakpass');
    await user.click(resetButton());
    expect(await screen.findByText('Password does not meet requirements')).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('shows and hides the new password with the toggle', async () => {
    const { user } = renderReset();
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('sends the token and password, then goes to login after 2 seconds', async () => {
    installFakeClock();
    const { host, toasts } = renderReset();
    const user = clockedUser();
    const release = host.hold();
    await fill(user, 'Secret123', 'Secret123');
    await user.click(resetButton());

    await waitFor(() => expect(resetButton()).toBeDisabled());
    expect(resetButton()).toHaveAttribute('aria-busy', 'true');
    expect(host.calls).toEqual([
      {
        url: '/user/reset-password',
        method: 'PATCH',
        body: { token: 'tok-123', password: 'Secret123' },
      },
    ]);

    release({ success: true, result: null });
    // The answer lands with the clock still at the moment of success (findBy* would move it).
    await pass(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password reset successful! Taking you to login in 2 seconds...',
    );
    expect(toasts).toContainEqual({ kind: 'success', message: 'Password reset successful!' });
    expect(resetButton()).toBeDisabled();

    // Not at once: the person has time to read the line first.
    await pass(REDIRECT_MS - 1);
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successful!');

    await pass(1);
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it.each([
    ['This reset link is invalid or has expired', 'This reset link is invalid or has expired'],
    ['', 'Reset failed'],
  ])('shows a failed reset (%j) as the toast %j and stays', async (serverMessage, toast) => {
    const { user, host, toasts } = renderReset();
    host.fail(400, serverMessage);
    await fill(user, 'Secret123', 'Secret123');
    await user.click(resetButton());
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: toast }));
    expect(resetButton()).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('puts a server field error on the New Password field', async () => {
    const { user, host } = renderReset();
    host.fail(400, 'Password does not meet requirements', {
      password: 'Password must be at most 128 characters.',
    });
    await fill(user, 'Secret123', 'Secret123');
    await user.click(resetButton());
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        'Password must be at most 128 characters.',
      ),
    );
  });

  it("takes the token from the link's fragment, which mailed links carry now", async () => {
    const { user, host } = renderReset('/reset-password#t=frag-456');
    host.answer({ success: true, result: null });
    await fill(user, 'Secret123', 'Secret123');
    await user.click(resetButton());
    await waitFor(() =>
      expect(host.calls).toEqual([
        {
          url: '/user/reset-password',
          method: 'PATCH',
          body: { token: 'frag-456', password: 'Secret123' },
        },
      ]),
    );
  });

  it('says the token is missing and offers no form without one', () => {
    const { host } = renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing token');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(host.calls).toHaveLength(0);
  });
});
