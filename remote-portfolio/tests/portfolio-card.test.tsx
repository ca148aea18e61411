import { describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioCard, type PortfolioCardProps } from '../src/features/public-page/portfolio-card';
import { fullResult, withPortfolio } from './fixtures/public-card';

const PAGE_URL = 'https://tapfolio.example/portfolio/u1';
const VCARD_URL = '/api/v1/portfolio/u1/vcard';
const file = (key: string) => `/api/v1/file?key=${encodeURIComponent(key)}`;
const srcSet = (key: string) =>
  `${file(key)}&w=400 400w, ${file(key)}&w=800 800w, ${file(key)}&w=1600 1600w`;

/** The pure card alone: no store, no router, no providers. */
function renderCard(props: Partial<PortfolioCardProps> = {}) {
  return render(
    <PortfolioCard
      data={fullResult}
      theme="dark"
      pageUrl={PAGE_URL}
      vcardUrl={VCARD_URL}
      {...props}
    />,
  );
}

const img = (name: string) => screen.getByRole('img', { name });

describe('The pure card', () => {
  it('renders every field of the card from its props alone', () => {
    renderCard();
    expect(screen.getByRole('main')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('Founder; CEO')).toBeInTheDocument();
    expect(screen.getByText('Rao & Sons, Ltd')).toBeInTheDocument();
    expect(img('Banner of Asha Rao')).toHaveAttribute('src', file('portfolios/u1/banner.jpg'));
    expect(img('Rao & Sons, Ltd logo')).toHaveAttribute('src', file('portfolios/u1/logo.png'));
    expect(img('Profile picture of Asha Rao')).toHaveAttribute(
      'src',
      file('portfolios/u1/profile.jpg'),
    );

    const social = screen.getByRole('list', { name: 'Social links' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      'https://www.linkedin.com/in/asharao',
      'https://instagram.com/asha.rao',
      'https://x.com/asharao',
    ]);

    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(
      within(contact)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        '12 Lake View, Indiranagar, Bengaluru Urban, Karnataka 560038, India',
      )}`,
      'mailto:asha@example.com',
      'https://wa.me/919123456789',
      'tel:+919876543210',
      'https://rao.example/',
      'http://blog.rao.example/posts',
    ]);
    expect(screen.getByRole('region', { name: 'Who I am' })).toHaveTextContent(
      'I design NFC cards. And the pages they open.',
    );
    const services = within(screen.getByRole('region', { name: 'What I Offer' })).getAllByRole(
      'listitem',
    );
    expect(services.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Brand Strategy',
      'Card Design',
    ]);
    expect(within(services[0]!).getByRole('img', { name: 'Brand Strategy' })).toHaveAttribute(
      'src',
      file('services/s1.jpg'),
    );
  });

  it("wears its organisation's colour as its accent, with text that reads on it", () => {
    const brand = { organisation: 'Acme Designs', sharesContacts: false };
    const { rerender } = renderCard({
      data: withPortfolio({ brand: { ...brand, colour: '#FACC15' } }),
    });
    const root = screen.getByRole('main');
    expect(root.style.getPropertyValue('--card-brand')).toBe('#facc15');
    expect(root.style.getPropertyValue('--card-brand-on')).toBe('#000000');
    rerender(
      <PortfolioCard
        data={withPortfolio({ brand: { ...brand, colour: '' } })}
        theme="dark"
        pageUrl={PAGE_URL}
        vcardUrl={VCARD_URL}
      />,
    );
    expect(root.style.getPropertyValue('--card-brand')).toBe('');
  });

  it('saves the contact with a plain link to the vCard', () => {
    renderCard();
    const save = screen.getByRole('link', { name: 'Save Contact' });
    expect(save).toHaveAttribute('href', VCARD_URL);
    expect(save).toHaveAttribute('download');
  });

  it('fetches the banner first at a reserved size, and the other images lazily', () => {
    renderCard();
    const banner = img('Banner of Asha Rao');
    // The banner as stored, 3:1: the space it takes is known before it loads.
    expect(banner).toHaveAttribute('width', '1500');
    expect(banner).toHaveAttribute('height', '500');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).not.toHaveAttribute('loading');
    expect(banner).toHaveAttribute('srcset', srcSet('portfolios/u1/banner.jpg'));
    expect(banner).toHaveAttribute('sizes');

    for (const name of ['Profile picture of Asha Rao', 'Rao & Sons, Ltd logo', 'Brand Strategy']) {
      const image = img(name);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('sizes');
    }
    expect(img('Brand Strategy')).toHaveAttribute('srcset', srcSet('services/s1.jpg'));
  });

  it('fetches the profile picture first when there is no banner', () => {
    renderCard({ data: withPortfolio({ personalInfo: { bannerImage: null } }) });
    const picture = img('Profile picture of Asha Rao');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '160');
    expect(picture).toHaveAttribute('srcset', srcSet('portfolios/u1/profile.jpg'));
    expect(picture).not.toHaveAttribute('loading');
  });

  it('offers the placeholder without srcset when nothing was uploaded', () => {
    renderCard({
      data: withPortfolio({ personalInfo: { bannerImage: null, profilePicture: null } }),
    });
    const picture = img('Profile picture of Asha Rao');
    expect(picture).toHaveAttribute('src', '/placeholder-image.jpg');
    expect(picture).not.toHaveAttribute('srcset');
  });

  describe('without the browser handlers (the server build)', () => {
    it('makes Share a link to the share sheet, which holds every share service as a link', () => {
      renderCard();
      const share = screen.getByRole('link', { name: 'Share' });
      expect(share).toHaveAttribute('href', '#share');

      const sheet = document.getElementById('share')!;
      expect(sheet).toHaveAttribute('hidden');
      expect(sheet).toHaveTextContent(PAGE_URL);
      const encoded = encodeURIComponent(PAGE_URL);
      const list = within(sheet).getByRole('list', { hidden: true, name: 'Share on' });
      const targets = within(list).getAllByRole('link', { hidden: true });
      expect(targets.map((a) => a.textContent)).toEqual([
        'Facebook',
        'Twitter',
        'LinkedIn',
        'WhatsApp',
        'Telegram',
      ]);
      for (const a of targets) expect(a.getAttribute('href')).toContain(encoded);
      // Closing without script returns to the actions row.
      for (const close of sheet.querySelectorAll('[data-card-share-close]')) {
        expect(close).toHaveAttribute('href', '#card-actions');
      }
      expect(document.getElementById('card-actions')).toContainElement(share);
    });

    it('hides what needs script until card-enhance runs, and has a place for its messages', () => {
      renderCard();
      expect(screen.queryByRole('button', { name: /theme/ })).not.toBeInTheDocument();
      expect(document.querySelector('[data-card-theme-toggle]')).toHaveAttribute('hidden');
      expect(document.querySelector('[data-card-copy-link]')).toHaveAttribute('hidden');
      expect(screen.getByRole('status')).toHaveAttribute('data-card-toast');
      expect(screen.getByRole('main')).toHaveAttribute('data-page-url', PAGE_URL);
    });
  });

  describe('with the browser handlers (the app)', () => {
    it('shares, copies, closes and switches the theme through them', async () => {
      const user = userEvent.setup();
      const handlers = {
        onShare: rs.fn(),
        onShareClose: rs.fn(),
        onCopyLink: rs.fn(),
        onThemeToggle: rs.fn(),
      };
      const { rerender } = renderCard(handlers);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(handlers.onShare).toHaveBeenCalledTimes(1);

      rerender(
        <PortfolioCard
          data={fullResult}
          theme="dark"
          pageUrl={PAGE_URL}
          vcardUrl={VCARD_URL}
          shareOpen
          {...handlers}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Share this card' });
      expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
      expect(handlers.onCopyLink).toHaveBeenCalledTimes(1);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(handlers.onShareClose).toHaveBeenCalledTimes(1);

      const themeSwitch = screen.getByRole('button', { name: 'Switch to light theme' });
      await user.click(themeSwitch);
      expect(handlers.onThemeToggle).toHaveBeenCalledTimes(1);
    });

    it('shows the edit button it is handed', () => {
      renderCard({ editLink: <a href="/edit-profile">Edit portfolio</a> });
      expect(screen.getByRole('link', { name: 'Edit portfolio' })).toHaveAttribute(
        'href',
        '/edit-profile',
      );
    });

    it('draws the light card with a switch to the dark theme', () => {
      renderCard({ theme: 'light', onThemeToggle: () => {} });
      expect(screen.getByRole('main')).toHaveAttribute('data-theme', 'light');
      expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    });
  });
});
