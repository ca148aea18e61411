import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { PINCODE_LOOKUP_DELAY_MS } from 'shared-contracts';
import { recordPage } from 'web-kit';
import { aProfile, fakeHost, renderScreen, type RenderOptions } from 'web-kit/testing';
import { authApi } from '../src/api';
import { OnboardingPage } from '../src/features/onboarding/onboarding-page';
import { clockedUser, installFakeClock, pass, removeFakeClock } from 'web-kit/testing/fake-clock';

const profile = aProfile({ portfolio: null, isOnboarded: false });

const bangalore = [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:1',
    PostOffice: [
      {
        Name: 'Indiranagar',
        Description: null,
        BranchType: 'Sub Post Office',
        DeliveryStatus: 'Delivery',
        Circle: 'Karnataka',
        District: 'Bangalore',
        Division: 'Bangalore East',
        Region: 'Bangalore HQ',
        Block: 'Bangalore North',
        State: 'Karnataka',
        Country: 'India',
        Pincode: '560038',
      },
    ],
  },
];

const signedIn = { token: 't0k', userId: 'u1' };

const renderOnboarding = (options: RenderOptions = {}) => ({
  ...renderScreen(<OnboardingPage />, {
    route: '/onboarding',
    apis: [authApi],
    session: { ...signedIn, profile, profileStatus: 'loaded' },
    routes: { '/home': <p>Home screen</p> },
    ...options,
  }),
  user: clockedUser(),
});

/** The pincode's look-up delay passes on the fake clock, and its answer lands. */
const lookUp = (ms = PINCODE_LOOKUP_DELAY_MS) => pass(ms);

beforeEach(installFakeClock);
afterEach(removeFakeClock);

type User = ReturnType<typeof renderOnboarding>['user'];

const field = (label: string) => screen.getByLabelText(label);
const next = () => screen.getByRole('button', { name: 'Next' });
const launch = () => screen.getByRole('button', { name: 'Launch My Portfolio' });

const fillStep1 = async (user: User, mobile = '98765 43210', whatsapp = '09123456789') => {
  await user.type(field('Mobile number'), mobile);
  await user.type(field('WhatsApp number'), whatsapp);
  await user.click(next());
  expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
};

const fillStep2 = async (user: User) => {
  await user.type(field('Building/House name'), 'Lotus Residency');
  await user.type(field('Area'), 'Indiranagar');
  await user.type(field('Pincode'), '560038');
  await lookUp();
  expect(field('District')).toHaveValue('Bangalore');
};

describe('Onboarding', () => {
  it('fetches the profile when the host has not, showing a spinner meanwhile', async () => {
    const host = fakeHost();
    const release = host.hold();
    renderOnboarding({ host, session: signedIn });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(host.calls).toEqual([{ url: '/user/profile' }]);

    release({ success: true, result: profile });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([401, 403])('ends the session when the profile fetch answers %i', async (status) => {
    const host = fakeHost();
    host.fail(status, 'Please sign in to continue');
    const { store, toasts } = renderOnboarding({ host, session: signedIn });
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(store.getState().session.userId).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('says something went wrong when the profile fetch fails otherwise, and keeps the session', async () => {
    const host = fakeHost();
    host.fail(500, 'Internal error');
    const { store, toasts } = renderOnboarding({ host, session: signedIn });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Try again later.',
    );
    expect(toasts).toEqual([{ kind: 'error', message: 'Something went wrong. Try again later.' }]);
    expect(store.getState().session.token).toBe('t0k');
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('shows step 1 with the profile read-only and the +91 prefix, and checks the numbers', async () => {
    const { user, host } = renderOnboarding();
    expect(screen.getByRole('heading', { name: 'Build Your Smart Portfolio Card' })).toBeVisible();
    expect(
      screen.getByText('Get your free editable portfolio page - live instantly'),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal Info' })).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Asha Rao');
    expect(field('Full name')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(screen.getAllByText('+91')).toHaveLength(2);
    // Plainly, before anything is published: what the card will show.
    expect(
      screen.getByText(
        'Your name, designation, company, e-mail, mobile and WhatsApp numbers will appear on your public card. You can hide the e-mail and numbers later in Edit Your Portfolio.',
      ),
    ).toBeVisible();

    await user.click(next());
    expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp number is required')).toBeInTheDocument();

    await user.type(field('Mobile number'), '12345');
    await user.type(field('WhatsApp number'), '5876543210');
    await user.click(next());
    await waitFor(() =>
      expect(
        screen.getAllByText('Enter a valid 10-digit mobile number with optional country code'),
      ).toHaveLength(2),
    );
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pincode')).not.toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
    // The first refused field takes focus from the Next button, with its message tied to it.
    await waitFor(() => expect(field('Mobile number')).toHaveFocus());
    expect(field('Mobile number')).toHaveAccessibleDescription(
      'Enter a valid 10-digit mobile number with optional country code',
    );
  });

  it('checks the contact fields on step 2', async () => {
    const { user, host } = renderOnboarding();
    await fillStep1(user);
    // The Next button is gone: focus is on the new step's title, which names its place.
    const title = screen.getByRole('heading', { name: 'Contact Info' });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Step 2 of 2');
    expect(
      screen.getByText(
        'Your pincode, district and state will appear on your public card. Your building name and area stay hidden until you choose to show them.',
      ),
    ).toBeVisible();

    await user.click(launch());
    expect(await screen.findByText('Building name is required')).toBeInTheDocument();
    await waitFor(() => expect(field('Building/House name')).toHaveFocus());
    expect(screen.getByText('Area is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();

    await user.type(field('Pincode'), '5600');
    await user.tab();
    expect(await screen.findByText('Enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('fills district and state from the pincode and clears them when it is edited', async () => {
    const { user, host } = renderOnboarding();
    await fillStep1(user);
    host.answer(bangalore);
    await user.type(field('Pincode'), '560038');

    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    expect(host.calls).toEqual([]);
    expect(field('District')).toHaveValue('');
    await lookUp(1);
    expect(field('District')).toHaveValue('Bangalore');
    expect(field('State')).toHaveValue('Karnataka');
    expect(field('District')).toHaveAttribute('readonly');
    expect(field('State')).toHaveAttribute('readonly');
    expect(host.calls).toEqual([{ url: '/pincode/560038' }]);

    await user.type(field('Pincode'), '{Backspace}');
    await waitFor(() => expect(field('District')).toHaveValue(''));
    expect(field('State')).toHaveValue('');
  });

  it('goes back a step with the arrow on step 2, keeping what was typed', async () => {
    const { user } = renderOnboarding();
    await fillStep1(user);
    await user.type(field('Building/House name'), 'Lotus Residency');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(field('Mobile number')).toHaveValue('98765 43210');
    expect(field('WhatsApp number')).toHaveValue('09123456789');

    await user.click(next());
    expect(await screen.findByLabelText('Building/House name')).toHaveValue('Lotus Residency');
  });

  /** The shell's record of this tab's pages: `pages` behind, then onboarding, the current one. */
  const seedTrail = (...pages: string[]) => {
    pages.forEach((path, idx) => {
      window.history.replaceState({ idx }, '');
      recordPage(path);
    });
    window.history.replaceState({ idx: pages.length }, '');
    recordPage('/onboarding');
  };
  afterEach(() => {
    window.history.replaceState(null, '');
    sessionStorage.clear();
  });

  it('goes to the previous page with the arrow on step 1 when that page is one to stay on', async () => {
    seedTrail('/portfolio/u9');
    const { user } = renderOnboarding({
      route: '/portfolio/u9',
      path: '/onboarding',
      routes: { '/portfolio/:userId': <Link to="/onboarding">Get your free card</Link> },
    });
    await user.click(screen.getByRole('link', { name: 'Get your free card' }));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Get your free card' })).toBeInTheDocument();
    expect(screen.queryByText('Step 1 of 2')).not.toBeInTheDocument();
  });

  it.each([
    ['a sign-in page, which would send the person back here', ['/login']],
    ['no page of the app', []],
  ])('asks to log out when behind step 1 is %s', async (_, behind) => {
    seedTrail(...behind);
    const { user, store, toasts } = renderOnboarding({ routes: { '/login': <p>Login screen</p> } });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const sheet = await screen.findByRole('dialog', { name: 'Leave onboarding?' });
    expect(sheet).toHaveTextContent(
      'Your account is saved. Log out now and log in any time to finish your card.',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Continue onboarding' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Leave onboarding?' });
    await user.click(within(again).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(toasts).toContainEqual({ kind: 'success', message: 'You are logged out!!!' });
  });

  it('offers Log out on both steps', async () => {
    const { user, host, store, toasts } = renderOnboarding({
      routes: { '/login': <p>Login screen</p> },
    });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await fillStep1(user);
    host.answer(bangalore);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: null, profile: null });
    expect(toasts).toEqual([{ kind: 'success', message: 'You are logged out!!!' }]);
  });

  it('lets the person correct an account name the name rule refuses (an account made before it)', async () => {
    const { user } = renderOnboarding({
      session: {
        ...signedIn,
        profile: { ...profile, name: 'Asha (Work)' },
        profileStatus: 'loaded',
      },
    });
    const name = field('Full name');
    expect(name).not.toHaveAttribute('readonly');
    await user.clear(name);
    await user.type(name, "Asha D'Souza_");
    expect(name).toHaveValue("Asha D'Souza");
    expect(field('Email')).toHaveAttribute('readonly');
  });

  it('fills the WhatsApp number from the mobile number while "WhatsApp is the same number" is ticked', async () => {
    const { user } = renderOnboarding();
    await user.type(field('WhatsApp number'), '09123456789');
    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp is the same number' }));
    expect(field('WhatsApp number')).toHaveValue('');
    expect(field('WhatsApp number')).toHaveAttribute('readonly');
    await user.type(field('Mobile number'), '98765 43210');
    expect(field('WhatsApp number')).toHaveValue('98765 43210');

    await user.click(screen.getByRole('checkbox', { name: 'WhatsApp is the same number' }));
    expect(field('WhatsApp number')).not.toHaveAttribute('readonly');
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '09123456789');
    expect(field('Mobile number')).toHaveValue('98765 43210');
  });

  it('launches the portfolio with normalised numbers, refreshes the profile and goes home', async () => {
    const { user, host, store, toasts } = renderOnboarding();
    await user.type(field('Designation (optional)'), ' CEO');
    await user.type(field('Company name (optional)'), 'Lotus ');
    await fillStep1(user);
    host.answer(bangalore);
    await fillStep2(user);

    const release = host.hold();
    const onboarded = { ...profile, portfolio: 'p1', isOnboarded: true };
    host.answer({ success: true, result: onboarded });
    await user.click(launch());

    await waitFor(() => expect(launch()).toBeDisabled());
    expect(launch()).toHaveAttribute('aria-busy', 'true');
    expect(host.calls[1]).toEqual({
      url: '/portfolio',
      method: 'POST',
      body: {
        personalInfo: {
          name: 'Asha Rao',
          email: 'asha@example.com',
          phoneNumber: '+919876543210',
          whatsappNumber: '+919123456789',
        },
        addressInfo: {
          buildingName: 'Lotus Residency',
          area: 'Indiranagar',
          pincode: '560038',
          district: 'Bangalore',
          state: 'Karnataka',
        },
        workInfo: { designation: 'CEO', companyName: 'Lotus' },
      },
    });

    release({ success: true, result: { portfolio: {}, services: [] } });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Portfolio launched successfully!' });
    expect(host.calls[2]).toEqual({ url: '/user/profile' });
    expect(store.getState().session.profile).toMatchObject({ portfolio: 'p1', isOnboarded: true });
  });

  it('shows the server message and puts its pincode error on the Pincode field', async () => {
    const { user, host, toasts } = renderOnboarding();
    await fillStep1(user);
    host.answer(bangalore);
    await fillStep2(user);

    host.fail(400, 'We could not find this pincode', {
      'addressInfo.pincode': 'We could not find this pincode',
    });
    await user.click(launch());
    await waitFor(() =>
      expect(field('Pincode')).toHaveAccessibleDescription('We could not find this pincode'),
    );
    expect(field('Pincode')).toBeInvalid();
    expect(toasts).toContainEqual({ kind: 'error', message: 'We could not find this pincode' });
    expect(launch()).toBeEnabled();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });

  it('falls back to the spec message when the launch fails without one', async () => {
    const { user, host, toasts } = renderOnboarding();
    await fillStep1(user);
    host.answer(bangalore);
    await fillStep2(user);

    host.fail(500, '');
    await user.click(launch());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'Failed to launch portfolio. Please try again.',
      }),
    );
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });
});
