import { afterEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import type { PortfolioResult } from 'shared-contracts';
import { fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { PublicPortfolioPage } from '../src/features/public-page/public-portfolio-page';
import socialStyles from '../src/features/public-page/social-links.module.css';
import { answerOf, fullPortfolio, fullResult, withPortfolio } from './fixtures/public-card';

const PLACEHOLDER = '/placeholder-image.jpg';
const file = (key: string) => `/api/v1/file?key=${encodeURIComponent(key)}`;

interface Options {
  answer?: PortfolioResult | 'hold' | { status: number; message: string };
  userId?: string;
  session?: { token: string; userId: string };
}

function renderPublic({ answer = fullResult, userId = 'u1', session }: Options = {}) {
  const host = fakeHost();
  let release: ((data: unknown) => void) | undefined;
  if (answer === 'hold') release = host.hold();
  else if ('status' in answer) host.fail(answer.status, answer.message);
  else host.answer(answerOf(answer));
  const view = renderScreen(<PublicPortfolioPage />, {
    route: `/portfolio/${userId}`,
    path: '/portfolio/:userId',
    host,
    apis: [portfolioApi],
    session,
  });
  return { ...view, release };
}

/** Opens the page the way another screen does: navigating with the portfolio in state. */
function renderWithState(state: unknown, host: FakeHost, userId = 'u1') {
  return renderScreen(<Navigate to={`/portfolio/${userId}`} state={state} />, {
    route: '/from',
    host,
    apis: [portfolioApi],
    routes: { '/portfolio/:userId': <PublicPortfolioPage /> },
  });
}

const page = () => screen.getByRole('main');
const img = (name: string | RegExp) => screen.getByRole('img', { name });
const link = (name: string | RegExp) => screen.getByRole('link', { name });

afterEach(() => localStorage.clear());

describe('Public portfolio page', () => {
  it('fetches the card without a session and shows the banner, logo, picture, name and work', async () => {
    const { host } = renderPublic();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(host.calls).toEqual([{ url: '/portfolio/u1' }]);

    expect(screen.getByText('Founder; CEO')).toBeInTheDocument();
    expect(screen.getByText('Rao & Sons, Ltd')).toBeInTheDocument();
    expect(img('Banner of Asha Rao')).toHaveAttribute('src', file('portfolios/u1/banner.jpg'));
    expect(img('Rao & Sons, Ltd logo')).toHaveAttribute('src', file('portfolios/u1/logo.png'));
    expect(img('Profile picture of Asha Rao')).toHaveAttribute(
      'src',
      file('portfolios/u1/profile.jpg'),
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it("saves the contact from the API's vCard with a plain download link", async () => {
    renderPublic();
    const save = await screen.findByRole('link', { name: 'Save Contact' });
    expect(save).toHaveAttribute('href', '/api/v1/portfolio/u1/vcard');
    expect(save).toHaveAttribute('download');
  });

  it('links each social icon to the saved URL in a new tab, named for the person and platform', async () => {
    renderPublic();
    const list = await screen.findByRole('list', { name: 'Social links' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Asha Rao on LinkedIn',
      'Asha Rao on Instagram',
      'Asha Rao on X',
    ]);
    expect(link('Asha Rao on LinkedIn')).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/asharao',
    );
    expect(link('Asha Rao on Instagram')).toHaveAttribute('href', 'https://instagram.com/asha.rao');
    expect(link('Asha Rao on X')).toHaveAttribute('href', 'https://x.com/asharao');
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a.querySelector('svg')).not.toBeNull();
    }
  });

  it('gives any other source a globe icon and its own name', async () => {
    renderPublic({
      answer: withPortfolio({
        socialMedia: [{ source: 'behance', link: 'https://www.behance.net/asha' }],
      }),
    });
    const behance = await screen.findByRole('link', { name: 'Asha Rao on Behance' });
    expect(behance).toHaveAttribute('href', 'https://www.behance.net/asha');
    expect(behance.querySelector('[data-icon="globe"]')).not.toBeNull();
  });

  it('draws the X icon differently on the dark and the light card', async () => {
    renderPublic();
    expect(
      (await screen.findByRole('link', { name: 'Asha Rao on X' })).querySelector('[data-icon]'),
    ).toHaveAttribute('data-icon', 'x-dark');

    localStorage.setItem('portfolioTheme', 'light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'portfolioTheme' }));
    });
    expect(link('Asha Rao on X').querySelector('[data-icon]')).toHaveAttribute(
      'data-icon',
      'x-light',
    );
  });

  it('scrolls the social row as a marquee only above 4 links, without repeating them to a reader', async () => {
    const four = fullPortfolio.socialMedia.concat({
      _id: 'l4',
      source: 'youtube',
      link: 'https://youtube.com/@asha',
    });
    const first = renderPublic({ answer: withPortfolio({ socialMedia: four }) });
    const row = await screen.findByRole('list', { name: 'Social links' });
    expect(within(row).getAllByRole('link')).toHaveLength(4);
    expect(row).not.toHaveClass(socialStyles.marquee!);
    first.unmount();

    const five = four.concat({ _id: 'l5', source: 'threads', link: 'https://threads.net/@asha' });
    renderPublic({ answer: withPortfolio({ socialMedia: five }) });
    const marquee = await screen.findByRole('list', { name: 'Social links' });
    expect(marquee).toHaveClass(socialStyles.marquee!);
    expect(screen.getAllByRole('link', { name: /^Asha Rao on / })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Asha Rao on Threads' })).toHaveAttribute(
      'href',
      'https://threads.net/@asha',
    );
  });

  it('shows the contact cards with their links: maps, mailto, WhatsApp digits, tel and websites', async () => {
    renderPublic();
    await screen.findByRole('heading', { level: 2, name: 'Contact' });

    const address = link(/^Address/);
    expect(address).toHaveTextContent(
      '12 Lake View, Indiranagar, Bengaluru Urban, Karnataka 560038, India',
    );
    expect(address).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        '12 Lake View, Indiranagar, Bengaluru Urban, Karnataka 560038, India',
      )}`,
    );
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('rel', 'noopener noreferrer');

    expect(link(/^Email/)).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(link(/^Email/)).toHaveTextContent('asha@example.com');
    expect(link(/^WhatsApp\+/)).toHaveAttribute('href', 'https://wa.me/919123456789');
    expect(link(/^WhatsApp\+/)).toHaveAttribute('target', '_blank');
    expect(link(/^WhatsApp\+/)).toHaveTextContent('+91 91234 56789');
    expect(link(/^Mobile Number/)).toHaveAttribute('href', 'tel:+919876543210');
    expect(link(/^Mobile Number/)).toHaveTextContent('+91 98765 43210');

    const websites = screen.getAllByRole('link', { name: /^Website/ });
    expect(websites.map((a) => a.textContent)).toEqual([
      'Websiterao.example',
      'Websiteblog.rao.example/posts',
    ]);
    expect(websites[0]).toHaveAttribute('href', 'https://rao.example/');
    expect(websites[1]).toHaveAttribute('href', 'http://blog.rao.example/posts');
    expect(websites[1]).toHaveAttribute('target', '_blank');
  });

  it('puts Call and WhatsApp under the name, and Made with Tapfolio at the foot', async () => {
    renderPublic();
    const identity = (await screen.findByRole('heading', { level: 1 })).parentElement!;
    const call = within(identity).getByRole('link', { name: 'Call' });
    expect(call).toHaveAttribute('href', 'tel:+919876543210');
    const whatsApp = within(identity).getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919123456789');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByRole('link', { name: 'Made with Tapfolio: get your free card' }),
    ).toHaveAttribute('href', '/register');
    // An e-mail wraps at its @ and dots, never inside a word.
    expect(link(/^Email/).innerHTML).toContain('asha<wbr>@example<wbr>.com');
  });

  it('leaves out the website cards that are not set, and the address when it is empty', async () => {
    renderPublic({
      answer: withPortfolio({
        workInfo: { primaryWebsite: '', secondaryWebsite: 'www.rao.example' },
        addressInfo: {
          buildingName: '',
          area: '',
          pincode: '',
          district: '',
          state: '',
          country: '',
        },
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Contact' });
    const websites = screen.getAllByRole('link', { name: /^Website/ });
    expect(websites).toHaveLength(1);
    expect(websites[0]).toHaveTextContent('www.rao.example');
    expect(websites[0]).toHaveAttribute('href', 'https://www.rao.example/');
    expect(screen.queryByRole('link', { name: /^Address/ })).not.toBeInTheDocument();
  });

  it('shows the About section and the services with their images', async () => {
    renderPublic();
    const about = await screen.findByRole('region', { name: 'Who I am' });
    expect(about).toHaveTextContent('I design NFC cards. And the pages they open.');

    const services = screen.getByRole('region', { name: 'What I Offer' });
    const items = within(services).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Brand Strategy',
    );
    expect(items[0]).toHaveTextContent('Workshops that find your voice.');
    expect(within(items[0]!).getByRole('img', { name: 'Brand Strategy' })).toHaveAttribute(
      'src',
      file('services/s1.jpg'),
    );
    expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Card Design');
    // A service without an image shows its text alone.
    expect(within(items[1]!).queryByRole('img')).toBeNull();
  });

  it('headed "About Us" when the heading is empty, and hidden when both are empty', async () => {
    const first = renderPublic({
      answer: withPortfolio({ about: { heading: null, description: 'Hello there.' } }),
    });
    expect(await screen.findByRole('region', { name: 'About Us' })).toHaveTextContent(
      'Hello there.',
    );
    first.unmount();

    renderPublic({ answer: withPortfolio({ about: { heading: '', description: null } }, []) });
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(screen.queryByRole('region', { name: 'About Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What I Offer' })).not.toBeInTheDocument();
  });

  it('shows the placeholder picture, and only the brand gradient without a banner or logo', async () => {
    renderPublic({
      answer: withPortfolio({
        personalInfo: { profilePicture: null, bannerImage: null },
        workInfo: { companyLogo: null },
      }),
    });
    expect(await screen.findByRole('img', { name: 'Profile picture of Asha Rao' })).toHaveAttribute(
      'src',
      PLACEHOLDER,
    );
    expect(screen.queryByRole('img', { name: 'Banner of Asha Rao' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Rao & Sons, Ltd logo' })).toBeNull();
  });

  it('falls back to the placeholder when an upload fails to load, and hides a broken profile picture', async () => {
    renderPublic();
    const banner = await screen.findByRole('img', { name: 'Banner of Asha Rao' });
    fireEvent.error(banner);
    expect(img('Banner of Asha Rao')).toHaveAttribute('src', PLACEHOLDER);
    expect(img('Banner of Asha Rao')).not.toHaveAttribute('srcset');
    fireEvent.error(img('Rao & Sons, Ltd logo'));
    expect(img('Rao & Sons, Ltd logo')).toHaveAttribute('src', PLACEHOLDER);

    fireEvent.error(img('Profile picture of Asha Rao'));
    expect(screen.queryByRole('img', { name: 'Profile picture of Asha Rao' })).toBeNull();
    expect(screen.getByText('AR')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderPublic({ answer: 'hold' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a friendly "Portfolio not found" page with a way home', async () => {
    renderPublic({ answer: { status: 404, message: 'Portfolio not found' }, userId: 'nobody' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portfolio not found' }),
    ).toBeInTheDocument();
    expect(link('Go to home')).toHaveAttribute('href', '/');
  });

  it('offers a retry when the card fails to load for another reason', async () => {
    const { host } = renderPublic({ answer: { status: 0, message: 'Network down' } });
    expect(
      await screen.findByRole('heading', { name: "This card didn't load" }),
    ).toBeInTheDocument();
    host.answer(answerOf(fullResult));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(host.calls).toHaveLength(2);
  });

  it('shows the portfolio from navigation state at once, then the fetched one', async () => {
    const host = fakeHost();
    const release = host.hold();
    renderWithState({ homeData: fullResult }, host);

    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(host.calls).toEqual([{ url: '/portfolio/u1' }]));

    release(answerOf(withPortfolio({ personalInfo: { name: 'Asha K Rao' } })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asha K Rao' }),
    ).toBeInTheDocument();
  });

  it('accepts a bare portfolio under `portfolio` in navigation state', async () => {
    const host = fakeHost();
    host.hold();
    renderWithState({ portfolio: fullPortfolio }, host);
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What I Offer' })).not.toBeInTheDocument();
  });

  it("ignores someone else's portfolio in navigation state", () => {
    const host = fakeHost();
    host.hold();
    renderWithState({ homeData: fullResult }, host, 'u2');
    expect(screen.queryByRole('heading', { name: 'Asha Rao' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows no edit button to a visitor or to another signed-in person', async () => {
    const first = renderPublic();
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(screen.queryByRole('link', { name: 'Edit portfolio' })).not.toBeInTheDocument();
    first.unmount();

    renderPublic({ session: { token: 't', userId: 'u2' } });
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(screen.queryByRole('link', { name: 'Edit portfolio' })).not.toBeInTheDocument();
  });

  it('shows the owner the round edit button', async () => {
    renderPublic({ session: { token: 't', userId: 'u1' } });
    expect(await screen.findByRole('link', { name: 'Edit portfolio' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
  });

  it('offers "Share your details" to visitors, not to the owner on their own card', async () => {
    const visitor = renderPublic({ session: { token: 't', userId: 'u2' } });
    expect(await screen.findByRole('link', { name: 'Share your details' })).toBeVisible();
    visitor.unmount();

    renderPublic({ session: { token: 't', userId: 'u1' } });
    await screen.findByRole('link', { name: 'Edit portfolio' });
    expect(screen.queryByRole('link', { name: 'Share your details' })).not.toBeInTheDocument();
  });
});

describe('Public portfolio theme', () => {
  it("uses the server's theme when this device has no choice", async () => {
    renderPublic({ answer: withPortfolio({ theme: 'Light' }) });
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(page()).toHaveAttribute('data-theme', 'light');
  });

  it('is dark by default while loading', () => {
    renderPublic({ answer: 'hold' });
    expect(page()).toHaveAttribute('data-theme', 'dark');
  });

  it('uses the choice saved on this device, and follows a change made in another tab', async () => {
    localStorage.setItem('portfolioTheme', 'light');
    renderPublic();
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(page()).toHaveAttribute('data-theme', 'light');

    localStorage.setItem('portfolioTheme', 'dark');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'portfolioTheme', newValue: 'dark' }),
      );
    });
    expect(page()).toHaveAttribute('data-theme', 'dark');
  });
});

describe('Public portfolio theme switch', () => {
  it("switches the card's theme and keeps the choice on this device only", async () => {
    const { user, host } = renderPublic();
    const themeSwitch = await screen.findByRole('button', { name: 'Switch to light theme' });
    await user.click(themeSwitch);
    expect(page()).toHaveAttribute('data-theme', 'light');
    expect(themeSwitch).toHaveAccessibleName('Switch to dark theme');
    expect(localStorage.getItem('portfolioTheme')).toBe('light');
    // A visitor's choice is theirs: nothing is sent to the server.
    expect(host.calls).toEqual([{ url: '/portfolio/u1' }]);
  });
});

describe('User text on the card', () => {
  it('shows markup as text and never runs it', async () => {
    const script = '<script>window.__pwned = true</script>';
    renderPublic({
      answer: withPortfolio({
        personalInfo: { name: `Asha ${script}` },
        workInfo: { designation: '<b>Boss</b>', primaryWebsite: 'javascript:alert(1)' },
        about: { heading: '<i>Me</i>', description: '<img src=x onerror="alert(1)">' },
        socialMedia: [{ source: 'facebook', link: 'javascript:alert(1)' }],
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Asha ${script}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('<b>Boss</b>')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '<i>Me</i>' })).toHaveTextContent(
      '<img src=x onerror="alert(1)">',
    );
    expect(document.querySelector('main script, main b, main i')).toBeNull();
    expect(document.querySelector('main img[src="x"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /on Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^Website/ })).toHaveLength(1);
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
