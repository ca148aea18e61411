import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { ForgotPasswordPage } from '../src/features/password-reset/forgot-password-page';

const renderForgot = () =>
  renderScreen(<ForgotPasswordPage />, {
    route: '/forgot-password',
    apis: [authApi],
    routes: { '/login': <p>Login screen</p> },
  });

type User = ReturnType<typeof renderForgot>['user'];

const send = async (user: User, email: string) => {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
};

describe('Forgot Password', () => {
  it('explains what happens and goes back to login with the arrow', async () => {
    const { user } = renderForgot();
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(
      screen.getByText("We'll send a verification link to your email to reset your password"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('shows the spec messages for a missing and a malformed e-mail and sends nothing', async () => {
    const { user, host } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await send(user, 'asha@example');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(host.calls).toHaveLength(0);
  });

  it('reads "Sending..." while busy, sends the lower-cased e-mail, then returns to login', async () => {
    const { user, host, toasts } = renderForgot();
    const release = host.hold();
    await send(user, ' Asha@Example.com');

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(host.calls).toEqual([
      { url: '/user/forget-password', method: 'PATCH', body: { email: 'asha@example.com' } },
    ]);

    release({
      success: true,
      result: null,
      message: "We've sent an email if the address is valid.",
    });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(toasts).toContainEqual({
      kind: 'success',
      message: "We've sent an email if the address is valid.",
    });
  });

  it('shows the one failure toast whatever the server says, and stays', async () => {
    const { user, host, toasts } = renderForgot();
    host.fail(429, 'Too many attempts. Please wait a minute and try again.');
    await send(user, 'asha@example.com');
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'Something went wrong. Please try again later.',
      }),
    );
    expect(toasts).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('puts a server field error on the Email field', async () => {
    const { user, host } = renderForgot();
    host.fail(400, 'Invalid email address', { email: 'Email must be at most 254 characters' });
    await send(user, 'asha@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Email must be at most 254 characters',
      ),
    );
  });
});
