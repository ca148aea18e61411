import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { loadCatalogue, type Language, type UserProfile } from 'shared-contracts';
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

const renderHome = async (overrides: Partial<UserProfile> = {}, language: Language = 'en') =>
  renderScreen(<HomePage />, {
    route: '/home',
    language: await loadCatalogue(language),
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
    await renderHome();
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
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Edit your portfolio' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/portfolio/u-42');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('opens the cart', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/cart');
  });

  it('ends with the contact footer', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'hello@tapfolio.app' })).toHaveAttribute(
      'href',
      'mailto:hello@tapfolio.app',
    );
  });

  it('shows staff and admins the way to the back office, and no one else', async () => {
    const staff = await renderHome({ role: 'staff' });
    expect(await screen.findByRole('link', { name: 'Back office' })).toHaveAttribute(
      'href',
      '/backoffice',
    );
    staff.unmount();

    const admin = await renderHome({ role: 'admin' });
    expect(await screen.findByRole('link', { name: 'Back office' })).toBeInTheDocument();
    admin.unmount();

    await renderHome({ role: 'user' });
    await screen.findByRole('heading', { name: 'Your portfolio preview' });
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it.each([
    {
      language: 'hi',
      title: 'आपका डिजिटल पोर्टफ़ोलियो',
      greeting: 'नमस्ते, Asha Rao! एक लिंक या एक टैप से बताइए कि आप कौन हैं।',
      preview: 'आपके पोर्टफ़ोलियो की झलक',
      edit: 'अपना पोर्टफ़ोलियो एडिट करें',
      designs: 'डिज़ाइन देखें',
      explore: 'एक्सप्लोर करें',
      cart: 'कार्ट',
      policy: 'गोपनीयता नीति',
      pageTitle: 'होम | Tapfolio',
    },
    {
      language: 'bn',
      title: 'আপনার ডিজিটাল পোর্টফোলিও',
      greeting: 'নমস্কার, Asha Rao! একটা লিংক বা একটা ট্যাপেই জানিয়ে দিন আপনি কে।',
      preview: 'আপনার পোর্টফোলিওর প্রিভিউ',
      edit: 'আপনার পোর্টফোলিও এডিট করুন',
      designs: 'ডিজাইনগুলো দেখুন',
      explore: 'এক্সপ্লোর করুন',
      cart: 'কার্ট',
      policy: 'গোপনীয়তা নীতি',
      pageTitle: 'হোম | Tapfolio',
    },
  ] as const)("speaks the person's language ($language)", async (texts) => {
    await renderHome({}, texts.language);
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(screen.getByText(texts.greeting)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: texts.preview })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.edit })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('heading', { name: texts.designs })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.explore })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: texts.cart })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: texts.policy })).toHaveAttribute('href', '/policy');
    expect(document.title).toBe(texts.pageTitle);
    for (const english of ['Your Digital Portfolio', 'Hi, Asha Rao!', 'Explore The Designs']) {
      expect(screen.queryByText(new RegExp(english))).not.toBeInTheDocument();
    }
  });
});
