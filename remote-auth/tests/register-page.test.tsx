import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { RegisterPage } from '../src/features/register/register-page';

const renderRegister = () =>
  renderScreen(<RegisterPage />, {
    route: '/register',
    apis: [authApi],
    routes: {
      '/onboarding': <p>Onboarding screen</p>,
      '/login': <p>Login screen</p>,
    },
  });

type User = ReturnType<typeof renderRegister>['user'];

const fill = async (user: User, name: string, email: string, password: string) => {
  await user.type(screen.getByLabelText('Full name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
};

const checklistItems = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Register', () => {
  it('shows the spec messages for missing and malformed input and sends nothing', async () => {
    const { user, host } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInvalid();

    await user.type(screen.getByLabelText('Full name'), ' Al ');
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.tab();
    expect(await screen.findByText('Full name must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('ticks the password checklist as the person types', async () => {
    const { user } = renderRegister();
    expect(checklistItems()).toEqual([
      'Must be at least 8 characters (not met)',
      'One uppercase and one lowercase letter (not met)',
      'At least one number (not met)',
    ]);

    const password = screen.getByLabelText('Password');
    await user.type(password, 'abc1');
    expect(checklistItems()).toEqual([
      'Must be at least 8 characters (not met)',
      'One uppercase and one lowercase letter (not met)',
      'At least one number (met)',
    ]);

    await user.type(password, 'Defgh');
    expect(checklistItems()).toEqual([
      'Must be at least 8 characters (met)',
      'One uppercase and one lowercase letter (met)',
      'At least one number (met)',
    ]);
  });

  it('shows and hides the password with the toggle', async () => {
    const { user } = renderRegister();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('blocks the submit while any password rule fails', async () => {
    const { user, host } = renderRegister();
    await fill(user, 'Asha Rao', 'asha@example.com', 'lowercase1');
    await waitFor(() => expect(screen.getByLabelText('Password')).toBeInvalid());
    expect(checklistItems()).toContain('One uppercase and one lowercase letter (not met)');
    expect(host.calls).toHaveLength(0);
  });

  it('is disabled while the call is under way, sends the cast values, then goes to onboarding', async () => {
    const { user, host, store, toasts } = renderRegister();
    const release = host.hold();
    await fill(user, '  Asha Rao ', 'Asha@Example.COM', 'Secret123');

    await waitFor(() => expect(host.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    expect(host.calls[0]).toEqual({
      url: '/user/register',
      method: 'POST',
      body: { name: 'Asha Rao', email: 'asha@example.com', password: 'Secret123' },
    });

    release({ success: true, result: { token: 'n3w', userId: 'u7' } });
    expect(await screen.findByText('Onboarding screen')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: 'n3w', userId: 'u7' });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Account created successfully!' });
  });

  it("keeps a name's letters of any script, dots, apostrophes and hyphens as typed", async () => {
    const { user, host } = renderRegister();
    await user.type(screen.getByLabelText('Full name'), "Priya_ S. D'Souza-Sharma 2");
    expect(screen.getByLabelText('Full name')).toHaveValue("Priya S. D'Souza-Sharma ");
    await user.clear(screen.getByLabelText('Full name'));
    host.answer({ success: true, result: { token: 'n3w', userId: 'u7' } });
    await fill(user, 'प्रिया शर्मा', 'priya@example.com', 'Secret123');
    await waitFor(() => expect(host.calls).toHaveLength(1));
    expect(host.calls[0]).toMatchObject({ body: { name: 'प्रिया शर्मा' } });
    expect(await screen.findByText('Onboarding screen')).toBeInTheDocument();
  });

  it('puts a taken e-mail on the Email field and shows the server message', async () => {
    const { user, host, toasts, store } = renderRegister();
    host.fail(409, 'An account with this email already exists', {
      email: 'An account with this email already exists',
    });
    await fill(user, 'Asha Rao', 'asha@example.com', 'Secret123');

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(toasts).toContainEqual({
      kind: 'error',
      message: 'An account with this email already exists',
    });
    // Focus was on the button; the answer moves it to the field that needs changing.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.queryByText('Onboarding screen')).not.toBeInTheDocument();
  });

  it('shows a server message about the password under the password field', async () => {
    const { user, host } = renderRegister();
    host.fail(400, 'Password must be at most 128 characters.', {
      password: 'Password must be at most 128 characters.',
    });
    await fill(user, 'Asha Rao', 'asha@example.com', 'Secret123');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Password must be at most 128 characters.',
      ),
    );
  });

  it('falls back to "Signup failed!" when the server gives no message', async () => {
    const { user, host, toasts } = renderRegister();
    host.fail(500, '');
    await fill(user, 'Asha Rao', 'asha@example.com', 'Secret123');
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: 'error', message: 'Signup failed!' }),
    );
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('links to login, terms and the privacy policy', async () => {
    const { user } = renderRegister();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('names the document after its heading and focuses the first missing field on submit', async () => {
    const { user } = renderRegister();
    expect(document.title).toBe('Create Account | Tapfolio');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
  });
});
