import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import type { UserProfile } from 'shared-contracts';
import { renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { ChangeEmailPage } from '../src/features/account/change-email-page';

const profile: UserProfile = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  whatsappNumber: '+919876543210',
  addressInfo: null,
  portfolio: 'p1',
  isOnboarded: true,
  emailVerified: true,
  role: 'user',
};

const session = { token: 't0k', userId: 'u1', profile, profileStatus: 'loaded' as const };

const renderChangeEmail = () =>
  renderScreen(<ChangeEmailPage />, {
    route: '/account/edit-email',
    apis: [authApi],
    session,
    routes: { '/account': <p>Account screen</p> },
  });

/** Opens the page the way the account page does: a navigation carrying the email in its state. */
const renderFromAccount = (email: string) =>
  renderScreen(
    <Link to="/account/edit-email" state={{ email }}>
      Open Change Email
    </Link>,
    {
      route: '/start',
      apis: [authApi],
      session,
      routes: { '/account/edit-email': <ChangeEmailPage /> },
    },
  );

const save = () => screen.getByRole('button', { name: 'Save' });

describe('Change Email', () => {
  it('shows the current email read-only, taken from the profile when no state was passed', () => {
    renderChangeEmail();
    expect(screen.getByRole('heading', { name: 'Change Email' })).toBeInTheDocument();
    const current = screen.getByLabelText('Current Email');
    expect(current).toHaveValue('asha@example.com');
    expect(current).toHaveAttribute('readonly');
    expect(screen.getByLabelText('New Email')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Email')).toHaveValue('');
    expect(save()).toBeDisabled();
  });

  it('takes the current email from the navigation state, and the back arrow returns', async () => {
    const { user } = renderFromAccount('work@example.com');
    await user.click(screen.getByRole('link', { name: 'Open Change Email' }));
    expect(await screen.findByLabelText('Current Email')).toHaveValue('work@example.com');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open Change Email' })).toBeInTheDocument();
  });

  it('says "New email is required" when New Email is left blank', async () => {
    const { user } = renderChangeEmail();
    await user.click(screen.getByLabelText('New Email'));
    await user.tab();
    expect(await screen.findByText('New email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('New Email')).toHaveAccessibleDescription('New email is required');
    expect(save()).toBeDisabled();
  });

  it('says "Please enter a valid email" and keeps Save disabled while it is malformed', async () => {
    const { user } = renderChangeEmail();
    await user.type(screen.getByLabelText('New Email'), 'new@example');
    await user.type(screen.getByLabelText('Confirm Email'), 'new@example');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('says "Emails do not match" until the confirmation matches, then enables Save', async () => {
    const { user } = renderChangeEmail();
    await user.type(screen.getByLabelText('New Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Confirm Email'), 'new@example.co');
    await user.tab();
    expect(await screen.findByText('Emails do not match')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm Email'), 'm');
    await waitFor(() => expect(screen.queryByText('Emails do not match')).not.toBeInTheDocument());
    // The current password too, before anything can be sent.
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Current Password'), 'Secret123');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('refuses the current email as the new one', async () => {
    const { user } = renderChangeEmail();
    await user.type(screen.getByLabelText('New Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Confirm Email'), 'asha@example.com');
    expect(
      await screen.findByText('New email must be different from the current email'),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('asks for the change with the password, is busy meanwhile, then says where the link went; nothing changes yet', async () => {
    const { user, host, store, toasts } = renderChangeEmail();
    await user.type(screen.getByLabelText('New Email'), ' New@Example.com');
    await user.type(screen.getByLabelText('Confirm Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'Secret123');
    const release = host.hold();
    await user.click(save());

    await waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'));
    expect(save()).toBeDisabled();
    expect(host.calls).toEqual([
      {
        url: '/user/change-email',
        method: 'PATCH',
        body: {
          currentEmail: 'asha@example.com',
          newEmail: 'new@example.com',
          currentPassword: 'Secret123',
        },
      },
    ]);

    const sent = 'We sent a link to new@example.com. Your e-mail changes when you open it.';
    release({ success: true, message: sent, result: { pendingEmail: 'new@example.com' } });
    expect(await screen.findByText('Account screen')).toBeInTheDocument();
    // The address changes when the link is opened: the session and profile are as they were.
    const { session } = store.getState();
    expect(session.profile).toEqual(profile);
    expect(session.token).toBe('t0k');
    expect(toasts).toContainEqual({ kind: 'success', message: sent });
  });

  it.each([
    [409, 'An account with this email already exists', 'An account with this email already exists'],
    [500, '', 'Email update failed'],
    [0, 'Could not reach Tapfolio. Check your connection and try again.', 'Failed to update email'],
  ])('shows a failed change (status %i, %j) as %j and stays', async (status, message, toast) => {
    const { user, host, store, toasts } = renderChangeEmail();
    await user.type(screen.getByLabelText('New Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Confirm Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'Secret123');
    host.fail(status, message);
    await user.click(save());

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: toast }));
    expect(screen.queryByText('Account screen')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New Email')).toHaveValue('new@example.com');
    expect(store.getState().session.profile?.email).toBe('asha@example.com');
    expect(store.getState().session.token).toBe('t0k');
  });

  it("puts the server's field messages on the fields they name", async () => {
    const { user, host } = renderChangeEmail();
    await user.type(screen.getByLabelText('New Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Confirm Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'Secret123');
    host.fail(409, 'An account with this email already exists', {
      newEmail: 'An account with this email already exists',
    });
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('New Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );

    await user.clear(screen.getByLabelText('New Email'));
    await user.type(screen.getByLabelText('New Email'), 'other@example.com');
    await user.clear(screen.getByLabelText('Confirm Email'));
    await user.type(screen.getByLabelText('Confirm Email'), 'other@example.com');
    host.fail(400, 'Current email does not match your account', {
      currentEmail: 'Current email does not match your account',
    });
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('Current Email')).toHaveAccessibleDescription(
        'Current email does not match your account',
      ),
    );
  });

  it('puts a wrong password on the Current Password field', async () => {
    const { user, host } = renderChangeEmail();
    await user.type(screen.getByLabelText('New Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Confirm Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Current Password'), 'Wrong1234');
    host.fail(400, 'Current password is incorrect', {
      currentPassword: 'Current password is incorrect',
    });
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
  });
});
