import { describe, expect, it } from '@rstest/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { LoginPage } from '../src/features/login/login-page';
import { RegisterPage } from '../src/features/register/register-page';

const renderLogin = (state?: unknown) =>
  renderScreen(<LoginPage />, {
    route: '/login',
    state,
    apis: [authApi],
    routes: {
      '/home': <p>Home screen</p>,
      '/onboarding': <p>Onboarding screen</p>,
      '/product/:id': <p>Product screen</p>,
      '/backoffice/*': <p>Back office screen</p>,
    },
  });

/** Where a navigation landed, and the state it carried. */
function StateProbe() {
  const { pathname, state } = useLocation();
  return (
    <p>
      {pathname} {JSON.stringify(state)}
    </p>
  );
}

const fill = async (
  user: ReturnType<typeof renderLogin>['user'],
  email: string,
  password: string,
) => {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('Login', () => {
  it('shows the spec messages for missing and malformed input and sends nothing', async () => {
    const { user, host } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Please enter valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('reads "Logging In..." and is disabled while the call is under way, then goes home', async () => {
    const { user, host, store, toasts } = renderLogin();
    const release = host.hold();
    await fill(user, 'Asha@Example.com', 'Secret123');

    const busy = await screen.findByRole('button', { name: 'Logging In...' });
    expect(busy).toBeDisabled();
    expect(host.calls[0]).toEqual({
      url: '/user/login',
      method: 'PATCH',
      body: { email: 'asha@example.com', password: 'Secret123' },
    });

    release({
      success: true,
      result: { token: 't0k', userId: 'u1', portfolio: true, isOnboarded: true },
    });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: 't0k', userId: 'u1' });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Login successful!' });
  });

  it('sends a person without a portfolio to onboarding', async () => {
    const { user, host } = renderLogin();
    host.answer({
      success: true,
      result: { token: 't', userId: 'u', portfolio: false, isOnboarded: false },
    });
    await fill(user, 'asha@example.com', 'Secret123');
    expect(await screen.findByText('Onboarding screen')).toBeInTheDocument();
  });

  it('sends staff who came from the back office back to it, card or not (it needs none)', async () => {
    const { user, host } = renderLogin({ from: '/backoffice/audit?page=2' });
    host.answer({
      success: true,
      result: { token: 't', userId: 'u', portfolio: false, isOnboarded: false },
    });
    await fill(user, 'ravi@tapfolio.app', 'Secret123');
    expect(await screen.findByText('Back office screen')).toBeInTheDocument();
  });

  it.each([
    ['Invalid email or password', 'Invalid email or password'],
    [
      'Too many attempts. Please wait a minute and try again.',
      'Too many attempts. Please wait a minute and try again.',
    ],
    ['', 'Login failed. Please try again.'],
  ])('shows a failed login (%j) as the toast %j and stays', async (serverMessage, toast) => {
    const { user, host, toasts } = renderLogin();
    host.fail(401, serverMessage);
    await fill(user, 'asha@example.com', 'Wrong1234');
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: toast }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });

  it('sends a visitor who came from a product back to it after signing in', async () => {
    const { user, host } = renderLogin({ from: '/product/p-7' });
    host.answer({
      success: true,
      result: { token: 't', userId: 'u', portfolio: true, isOnboarded: true },
    });
    await fill(user, 'asha@example.com', 'Secret123');
    expect(await screen.findByText('Product screen')).toBeInTheDocument();
  });

  it("sends a visitor back where a server-rendered page's link said, and nowhere else", async () => {
    // The product page's Add to Cart before the app's script arrived: /login?from=/product/p-7.
    for (const [from, landed] of [
      // The way back only: a link carries no action to take there.
      ['/product/p-7', '/product/p-7 null'],
      ['https://evil.example/x', /^\/home /],
      ['//evil.example/x', /^\/home /],
    ] as const) {
      const { user, host, unmount } = renderScreen(<LoginPage />, {
        route: `/login?${new URLSearchParams({ from })}`,
        path: '/login',
        apis: [authApi],
        routes: { '/home': <StateProbe />, '/product/:id': <StateProbe /> },
      });
      host.answer({
        success: true,
        result: { token: 't', userId: 'u', portfolio: true, isOnboarded: true },
      });
      await fill(user, 'asha@example.com', 'Secret123');
      expect(await screen.findByText(landed)).toBeInTheDocument();
      unmount();
    }
  });

  it('says why a visitor was sent to sign in, and brings back what they had asked to do', async () => {
    const request = {
      from: '/product/p-7',
      reason: 'Sign in to add this card to your cart',
      then: 'add-to-cart',
    };
    const { user, host } = renderScreen(<LoginPage />, {
      route: '/login',
      state: request,
      apis: [authApi],
      routes: { '/product/:id': <StateProbe />, '/register': <StateProbe /> },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to add this card to your cart');
    host.answer({
      success: true,
      result: { token: 't', userId: 'u', portfolio: true, isOnboarded: true },
    });
    await fill(user, 'asha@example.com', 'Secret123');
    expect(await screen.findByText('/product/p-7 {"then":"add-to-cart"}')).toBeInTheDocument();
  });

  it("fills in the address the sending screen knows (an invitation's), and registration too", async () => {
    const request = { from: '/join', email: 'asha@example.com' };
    renderScreen(<LoginPage />, { route: '/login', state: request, apis: [authApi] });
    expect(screen.getByLabelText(/Email/)).toHaveValue('asha@example.com');
    cleanup();
    renderScreen(<RegisterPage />, { route: '/register', state: request, apis: [authApi] });
    expect(screen.getByLabelText(/Email/)).toHaveValue('asha@example.com');
  });

  it('carries the request to registration', async () => {
    const request = { from: '/product/p-7', reason: 'Sign in to add this card to your cart' };
    const { user } = renderScreen(<LoginPage />, {
      route: '/login',
      state: request,
      apis: [authApi],
      routes: { '/register': <StateProbe /> },
    });
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(await screen.findByText(`/register ${JSON.stringify(request)}`)).toBeInTheDocument();
  });

  it.each([['https://evil.example/x'], ['//evil.example/x'], [42]])(
    'ignores a return address that is not a page of this app (%j) and goes home',
    async (from) => {
      const { user, host } = renderLogin({ from });
      host.answer({
        success: true,
        result: { token: 't', userId: 'u', portfolio: true, isOnboarded: true },
      });
      await fill(user, 'asha@example.com', 'Secret123');
      expect(await screen.findByText('Home screen')).toBeInTheDocument();
    },
  );

  it('onboards a person first, even when they came from a product', async () => {
    const { user, host } = renderLogin({ from: '/product/p-7' });
    host.answer({
      success: true,
      result: { token: 't', userId: 'u', portfolio: false, isOnboarded: false },
    });
    await fill(user, 'asha@example.com', 'Secret123');
    expect(await screen.findByText('Onboarding screen')).toBeInTheDocument();
  });

  it('names the document "Login" and, on an empty submit, puts focus on the Email field', async () => {
    const { user } = renderLogin();
    expect(document.title).toBe('Login | Tapfolio');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Please enter email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter password');
  });

  it('puts focus on the first field still wrong, not on one already filled in', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});
