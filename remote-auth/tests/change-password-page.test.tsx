import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { aProfile, renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { ChangePasswordPage } from '../src/features/account/change-password-page';

const profile = aProfile();

const session = { token: 'old-token', userId: 'u1', profile, profileStatus: 'loaded' as const };

const renderChangePassword = () =>
  renderScreen(<ChangePasswordPage />, {
    route: '/account/edit-password',
    apis: [authApi],
    session,
    routes: { '/account': <p>Account screen</p> },
  });

type User = ReturnType<typeof renderChangePassword>['user'];

const fill = async (user: User, current: string, next: string, confirm: string) => {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
};

const saveChanges = () => screen.getByRole('button', { name: 'Save Changes' });

const checklistState = () =>
  within(screen.getByRole('list', { name: 'New Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Change Password', () => {
  it('shows the three password fields, each with its own show/hide toggle', async () => {
    const { user } = renderChangePassword();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'password');
      await user.click(screen.getByRole('button', { name: `Show ${label.toLowerCase()}` }));
      expect(input).toHaveAttribute('type', 'text');
      await user.click(screen.getByRole('button', { name: `Hide ${label.toLowerCase()}` }));
      expect(input).toHaveAttribute('type', 'password');
    }
  });

  it('ticks the requirements checklist as the new password is typed', async () => {
    const { user } = renderChangePassword();
    expect(checklistState()).toEqual([
      'At least 8 characters (not met)',
      'Uppercase and lowercase letters (not met)',
      'At least one number (not met)',
    ]);
    await user.type(screen.getByLabelText('New Password'), 'secret');
    expect(checklistState()).toEqual([
      'At least 8 characters (not met)',
      'Uppercase and lowercase letters (not met)',
      'At least one number (not met)',
    ]);
    await user.type(screen.getByLabelText('New Password'), 'X1');
    expect(checklistState()).toEqual([
      'At least 8 characters (met)',
      'Uppercase and lowercase letters (met)',
      'At least one number (met)',
    ]);
  });

  it('says what is missing when Save Changes is pressed on an empty form, and sends nothing', async () => {
    const { user, host } = renderChangePassword();
    await user.click(saveChanges());
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('refuses a weak new password and a confirmation that does not match', async () => {
    const { user, host } = renderChangePassword();
    await fill(user, 'OldSecret1', 'weakpassword', 'weakpasswort');
    await user.click(saveChanges());
    expect(await screen.findByText('Password does not meet requirements')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password does not meet requirements',
    );
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('sends the change, is busy meanwhile, keeps the session with the fresh token and goes to /account', async () => {
    const { user, host, store, toasts } = renderChangePassword();
    await fill(user, 'OldSecret1', 'NewSecret2', 'NewSecret2');
    const release = host.hold();
    await user.click(saveChanges());

    await waitFor(() => expect(saveChanges()).toHaveAttribute('aria-busy', 'true'));
    expect(saveChanges()).toBeDisabled();
    expect(host.calls).toEqual([
      {
        url: '/user/change-password',
        method: 'PATCH',
        body: { currentPassword: 'OldSecret1', newPassword: 'NewSecret2' },
      },
    ]);
    expect(store.getState().session.token).toBe('old-token');

    release({
      success: true,
      result: { token: 'fresh-token' },
      message: 'Password updated successfully!',
    });
    expect(await screen.findByText('Account screen')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: 'fresh-token', userId: 'u1', profile });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Password updated successfully!' });
  });

  it('shows "Current password is incorrect" on the current password field', async () => {
    const { user, host, store, toasts } = renderChangePassword();
    await fill(user, 'WrongOld1', 'NewSecret2', 'NewSecret2');
    host.fail(400, 'Current password is incorrect', {
      currentPassword: 'Current password is incorrect',
    });
    await user.click(saveChanges());

    await waitFor(() =>
      expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
    expect(toasts).toContainEqual({ kind: 'error', message: 'Current password is incorrect' });
    expect(store.getState().session.token).toBe('old-token');
    expect(screen.queryByText('Account screen')).not.toBeInTheDocument();
  });

  it.each([
    [
      429,
      'Too many attempts. Please wait a minute and try again.',
      'Too many attempts. Please wait a minute and try again.',
    ],
    [500, '', 'Failed to update password'],
  ])('shows a failed change (status %i, %j) as %j and stays', async (status, message, toast) => {
    const { user, host, toasts } = renderChangePassword();
    await fill(user, 'OldSecret1', 'NewSecret2', 'NewSecret2');
    host.fail(status, message);
    await user.click(saveChanges());
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: toast }));
    expect(saveChanges()).toBeEnabled();
    expect(screen.queryByText('Account screen')).not.toBeInTheDocument();
  });

  it('goes back one page with the back arrow', async () => {
    const { user } = renderScreen(<Link to="/account/edit-password">Open Change Password</Link>, {
      route: '/start',
      apis: [authApi],
      session,
      routes: { '/account/edit-password': <ChangePasswordPage /> },
    });
    await user.click(screen.getByRole('link', { name: 'Open Change Password' }));
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open Change Password' })).toBeInTheDocument();
  });
});
