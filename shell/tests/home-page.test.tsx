import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import type { UserProfile } from 'shared-contracts';
import { renderScreen } from 'web-kit/testing';
import { HomePage } from '../src/pages/home';

const profile: UserProfile = {
  _id: 'u-42',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  whatsappNumber: '+919876543210',
  addressInfo: null,
  portfolio: 'p-1',
  isOnboarded: true,
  emailVerified: true,
  role: 'user',
};

const renderHome = (overrides: Partial<UserProfile> = {}) =>
  renderScreen(<HomePage />, {
    route: '/home',
    session: {
      token: 't',
      userId: 'u-42',
      profile: { ...profile, ...overrides },
      profileStatus: 'loaded',
    },
  });

describe('Home', () => {
  // The portfolio remote cannot load here (no registry): the failure it logs is expected.
  beforeEach(() => {
    rs.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('greets the signed-in person by name, with their details while the portfolio remote is away', async () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Digital Portfolio' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Hi, Asha Rao!/)).toBeInTheDocument();
    // No registry in a component test: the remote preview fails and its fallback card shows.
    expect(
      await screen.findByRole('heading', { name: 'Your portfolio preview' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Explore The Designs' })).toBeInTheDocument();
  });

  it('links to the portfolio editor, the portfolio, the designs and the cart', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Edit your portfolio' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/portfolio/u-42');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('opens the cart', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/cart');
  });

  it('ends with the contact footer', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'hello@tapfolio.app' })).toHaveAttribute(
      'href',
      'mailto:hello@tapfolio.app',
    );
  });

  it('shows staff and admins the way to the back office, and no one else', async () => {
    const staff = renderHome({ role: 'staff' });
    expect(await screen.findByRole('link', { name: 'Back office' })).toHaveAttribute(
      'href',
      '/backoffice',
    );
    staff.unmount();

    const admin = renderHome({ role: 'admin' });
    expect(await screen.findByRole('link', { name: 'Back office' })).toBeInTheDocument();
    admin.unmount();

    renderHome({ role: 'user' });
    await screen.findByRole('heading', { name: 'Your portfolio preview' });
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });
});
