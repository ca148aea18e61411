import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import { paths, type UserProfile } from 'shared-contracts';
import { initialSessionState, selectProfile, sessionSlice, type SessionState } from 'web-kit';
import { fakeHost, type FakeHost } from 'web-kit/testing';
import { GuestOnly, OnboardingOnly, RequireSession, RequireStaff } from '../src/app/guards';

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  _id: 'u-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: null,
  whatsappNumber: null,
  addressInfo: null,
  portfolio: null,
  isOnboarded: false,
  emailVerified: true,
  role: 'user',
  ...overrides,
});

/** How many times the counted screen, which shows the person's name as Home does, has drawn. */
let countedDraws = 0;
function CountedScreen() {
  const name = useSelector(selectProfile)?.name;
  countedDraws += 1;
  return <h1>Counted screen for {name}</h1>;
}

/** The login screen, saying where it would send the person back to. */
function LoginProbe() {
  const { state } = useLocation();
  const from = (state as { from?: string } | null)?.from;
  return <h1>Login screen{from ? ` (back to ${from})` : ''}</h1>;
}

function renderGuarded(
  route: string,
  session: Partial<SessionState>,
  host: FakeHost,
  state?: unknown,
) {
  const store = configureStore({
    reducer: combineSlices(sessionSlice),
    preloadedState: { session: { ...initialSessionState, ...session } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: host } }),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ ...parsePath(route), state: state ?? null }]}>
        <Routes>
          <Route element={<GuestOnly />}>
            <Route path="/login" element={<LoginProbe />} />
          </Route>
          <Route element={<OnboardingOnly />}>
            <Route path="/onboarding" element={<h1>Onboarding screen</h1>} />
          </Route>
          <Route element={<RequireSession />}>
            <Route path="/home" element={<h1>Home screen</h1>} />
            <Route path="/teams/*" element={<h1>Teams screen</h1>} />
            <Route path="/counted" element={<CountedScreen />} />
          </Route>
          <Route element={<RequireStaff />}>
            <Route path="/backoffice/*" element={<h1>Back office screen</h1>} />
          </Route>
          <Route path="/product/:id" element={<h1>Product screen</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('RequireSession', () => {
  it('sends a visitor without a token to /login without asking the API, to come back after', async () => {
    const host = fakeHost();
    renderGuarded('/teams/cards?page=2', {}, host);
    expect(
      await screen.findByRole('heading', { name: 'Login screen (back to /teams/cards?page=2)' }),
    ).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('checks the token with a profile call, then shows the page to someone with a portfolio', async () => {
    const host = fakeHost();
    const release = host.hold();
    const store = renderGuarded('/home', { token: 'good' }, host);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Home screen' })).not.toBeInTheDocument();

    release({ result: profile({ portfolio: 'p-1' }) });
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(host.calls).toEqual([expect.objectContaining({ url: paths.profile })]);
    expect(store.getState().session.profile?.name).toBe('Asha Rao');
  });

  it('sends someone without a portfolio who has not onboarded to /onboarding', async () => {
    const host = fakeHost();
    host.answer({ result: profile() });
    renderGuarded('/home', { token: 'good' }, host);
    expect(await screen.findByRole('heading', { name: 'Onboarding screen' })).toBeInTheDocument();
  });

  it('draws the page at once from the profile kept on the phone, while the check asks again', async () => {
    const host = fakeHost();
    const release = host.hold();
    const kept = profile({ portfolio: 'p-1' });
    const store = renderGuarded('/home', { token: 'good', userId: 'u-1', profile: kept }, host);
    expect(screen.getByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(host.calls).toEqual([expect.objectContaining({ url: paths.profile })]);

    release({ result: profile({ portfolio: 'p-1', name: 'Asha R. Rao' }) });
    await waitFor(() => expect(store.getState().session.profile?.name).toBe('Asha R. Rao'));
    expect(screen.getByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it('draws the screen once when the check answers the profile kept on the phone', async () => {
    const host = fakeHost();
    const release = host.hold();
    const kept = profile({ portfolio: 'p-1' });
    countedDraws = 0;
    const store = renderGuarded('/counted', { token: 'good', userId: 'u-1', profile: kept }, host);
    expect(screen.getByRole('heading', { name: 'Counted screen for Asha Rao' })).toBeVisible();

    release({ result: profile({ portfolio: 'p-1' }) });
    await waitFor(() => expect(store.getState().session.profileStatus).toBe('loaded'));
    // The same answer keeps the kept profile's object: nothing that shows it draws again.
    expect(store.getState().session.profile).toBe(kept);
    expect(countedDraws).toBe(1);
  });

  it('draws the screen again when the check answers a changed profile', async () => {
    const host = fakeHost();
    host.answer({ result: profile({ portfolio: 'p-1', name: 'Asha R. Rao' }) });
    const kept = profile({ portfolio: 'p-1' });
    renderGuarded('/counted', { token: 'good', userId: 'u-1', profile: kept }, host);
    expect(
      await screen.findByRole('heading', { name: 'Counted screen for Asha R. Rao' }),
    ).toBeVisible();
  });

  it('ends the session when the check refuses the token of a kept profile', async () => {
    const host = fakeHost();
    host.fail(401, 'Session expired');
    const kept = profile({ portfolio: 'p-1' });
    const store = renderGuarded('/home', { token: 'revoked', userId: 'u-1', profile: kept }, host);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(store.getState().session.profile).toBeNull();
  });

  it('removes the token when the profile check fails, and goes to /login afresh (as after Logout)', async () => {
    const host = fakeHost();
    host.fail(500, 'Something went wrong');
    const store = renderGuarded('/home', { token: 'stale', userId: 'u-1' }, host);
    // A session that ended here names no way back: the next person to sign in starts at home.
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.userId).toBeNull();
  });
});

describe('GuestOnly', () => {
  it('shows /login to a visitor without a token', () => {
    renderGuarded('/login', {}, fakeHost());
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('sends a signed-in, onboarded person on to /home', async () => {
    const host = fakeHost();
    host.answer({ result: profile({ isOnboarded: true }) });
    renderGuarded('/login', { token: 'good' }, host);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it('sends a signed-in person back to the page that sent them to sign in', async () => {
    const host = fakeHost();
    host.answer({ result: profile({ isOnboarded: true }) });
    renderGuarded('/login', { token: 'good' }, host, { from: '/product/p-7' });
    expect(await screen.findByRole('heading', { name: 'Product screen' })).toBeInTheDocument();
  });

  it("sends a signed-in person back where a server-rendered page's link said (?from=)", async () => {
    const host = fakeHost();
    host.answer({ result: profile({ isOnboarded: true }) });
    renderGuarded('/login?from=%2Fproduct%2Fp-7', { token: 'good' }, host);
    expect(await screen.findByRole('heading', { name: 'Product screen' })).toBeInTheDocument();
  });

  it('sends a signed-in person without a card back to the back office, which needs none', async () => {
    const host = fakeHost();
    host.answer({ result: profile({ role: 'staff' }) });
    renderGuarded('/login', { token: 'good' }, host, { from: '/backoffice?status=confirmed' });
    expect(await screen.findByRole('heading', { name: 'Back office screen' })).toBeInTheDocument();
  });

  it('onboards a person first, even with a return address', async () => {
    const notOnboarded = fakeHost();
    notOnboarded.answer({ result: profile() });
    renderGuarded('/login', { token: 'good' }, notOnboarded, { from: '/product/p-7' });
    expect(await screen.findByRole('heading', { name: 'Onboarding screen' })).toBeInTheDocument();
  });

  it('goes home when the return address is another site', async () => {
    const host = fakeHost();
    host.answer({ result: profile({ isOnboarded: true }) });
    renderGuarded('/login', { token: 'good' }, host, { from: '//evil.example/x' });
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });
});

describe('OnboardingOnly', () => {
  it('sends a person who already has a portfolio to /home', async () => {
    const host = fakeHost();
    host.answer({ result: profile({ portfolio: 'p-1' }) });
    renderGuarded('/onboarding', { token: 'good' }, host);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });
});

describe('RequireStaff', () => {
  it('sends a visitor without a token to sign in, and back to the console afterwards', async () => {
    const host = fakeHost();
    renderGuarded('/backoffice/orders/7?x=1', {}, host);
    expect(
      await screen.findByRole('heading', {
        name: 'Login screen (back to /backoffice/orders/7?x=1)',
      }),
    ).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it("tells a signed-in plain user they don't have access, and never shows the console", async () => {
    const host = fakeHost();
    host.answer({ result: profile({ portfolio: 'p-1', role: 'user' }) });
    renderGuarded('/backoffice', { token: 'good' }, host);
    expect(
      await screen.findByRole('heading', { name: "You don't have access to the back office" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("You don't have access to the back office | Tapfolio");
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('heading', { name: 'Back office screen' })).not.toBeInTheDocument();
  });

  it.each(['staff', 'admin'] as const)(
    'opens the console to %s, onboarded or not',
    async (role) => {
      const host = fakeHost();
      const release = host.hold();
      renderGuarded('/backoffice/audit', { token: 'good' }, host);
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      release({ result: profile({ role }) });
      expect(
        await screen.findByRole('heading', { name: 'Back office screen' }),
      ).toBeInTheDocument();
    },
  );
});
