import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullResult } from './fixtures/public-card';
import { enhanceCard, TOAST_MS } from '../src/server/enhance-card';
import { renderCardMarkup as renderCard } from '../src/server/render-card';

const PAGE_URL = 'https://tapfolio.example/portfolio/u1';

/** The page as the gateway serves it: the server markup, then the script. */
function servePage(theme: 'light' | 'dark' = 'dark') {
  document.body.innerHTML = renderCard({
    result: fullResult,
    pageUrl: PAGE_URL,
    vcardUrl: '/api/v1/portfolio/u1/vcard',
    theme,
  });
  enhanceCard(document);
  return { user: userEvent.setup(), main: screen.getByRole('main') };
}

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

const shareControl = () => screen.getByRole('link', { name: 'Share' });
const sheet = () => screen.getByRole('dialog', { name: 'Share this card' });

beforeEach(() => setShare(undefined));
afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  localStorage.clear();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
  rs.restoreAllMocks();
  rs.useRealTimers();
});

describe('card-enhance: Share', () => {
  it('opens the share sheet where the device has no share sheet of its own', async () => {
    const { user } = servePage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(shareControl());

    expect(sheet()).toBeVisible();
    expect(shareControl()).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet()).getByText(PAGE_URL)).toBeInTheDocument();
    expect(within(sheet()).getByRole('button', { name: 'Copy Link' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(window.location.hash).toBe('');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shareControl()).toHaveAttribute('aria-expanded', 'false');
    expect(shareControl()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the sheet from its Close button and its backdrop', async () => {
    const { user } = servePage();
    await user.click(shareControl());
    await user.click(within(sheet()).getByRole('link', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(shareControl());
    fireEvent.click(document.querySelector('#share > [data-card-share-close]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("hands the page link to the device's share sheet and opens no sheet of its own", async () => {
    const share = rs.fn(async (_data: ShareData) => {});
    setShare(share);
    const { user } = servePage();
    await user.click(shareControl());
    expect(share).toHaveBeenCalledWith({
      title: 'Asha Rao',
      text: 'Asha Rao - digital business card',
      url: PAGE_URL,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a dismissed share sheet as no error, and falls back to its own when it fails', async () => {
    setShare(rs.fn(async () => Promise.reject(new DOMException('Cancelled', 'AbortError'))));
    const { user } = servePage();
    await user.click(shareControl());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    setShare(rs.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))));
    await user.click(shareControl());
    await waitFor(() => expect(sheet()).toBeVisible());
  });
});

describe('card-enhance: Copy Link', () => {
  it('copies the page link, says "Link copied!" and closes the sheet', async () => {
    const { user } = servePage();
    const writeText = rs.spyOn(navigator.clipboard, 'writeText');
    await user.click(shareControl());
    rs.useFakeTimers();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Copy Link' }));
    await rs.advanceTimersByTimeAsync(0);

    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    expect(screen.getByRole('status')).toHaveAttribute('data-shown');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rs.advanceTimersByTime(TOAST_MS);
    expect(screen.getByRole('status')).not.toHaveAttribute('data-shown');
  });

  it('offers the link to copy by hand, "Manual copy required", when the clipboard refuses', async () => {
    const { user } = servePage();
    rs.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    const prompt = rs.spyOn(window, 'prompt').mockImplementation(() => null);
    await user.click(shareControl());
    await user.click(within(sheet()).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledWith('Manual copy required', PAGE_URL));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('reveals Copy Link, which the page without script does not offer', () => {
    document.body.innerHTML = renderCard({
      result: fullResult,
      pageUrl: PAGE_URL,
      vcardUrl: '/v',
      theme: 'dark',
    });
    expect(document.querySelector('[data-card-copy-link]')).toHaveAttribute('hidden');
    enhanceCard(document);
    expect(document.querySelector('[data-card-copy-link]')).not.toHaveAttribute('hidden');
  });
});

describe('card-enhance: the theme switch', () => {
  it('flips the theme and keeps the choice as portfolioTheme', async () => {
    const { user, main } = servePage('dark');
    const themeSwitch = screen.getByRole('button', { name: 'Switch to light theme' });

    await user.click(themeSwitch);
    expect(main).toHaveAttribute('data-theme', 'light');
    expect(themeSwitch).toHaveAccessibleName('Switch to dark theme');
    expect(localStorage.getItem('portfolioTheme')).toBe('light');

    await user.click(themeSwitch);
    expect(main).toHaveAttribute('data-theme', 'dark');
    expect(themeSwitch).toHaveAccessibleName('Switch to light theme');
    expect(localStorage.getItem('portfolioTheme')).toBe('dark');
  });

  it("applies this device's stored choice over the theme the page was rendered in", () => {
    localStorage.setItem('portfolioTheme', 'light');
    const { main } = servePage('dark');
    expect(main).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  it('ignores a stored value that is not a theme, and follows a change made in another tab', () => {
    localStorage.setItem('portfolioTheme', 'purple');
    const { main } = servePage('dark');
    expect(main).toHaveAttribute('data-theme', 'dark');

    localStorage.setItem('portfolioTheme', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'portfolioTheme' }));
    expect(main).toHaveAttribute('data-theme', 'light');
  });

  it('repaints when another tab sets the theme, as the accessibility checks flip it', () => {
    const { main } = servePage('light');
    localStorage.setItem('portfolioTheme', 'dark');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'portfolioTheme',
        newValue: 'dark',
        storageArea: localStorage,
      }),
    );
    expect(main).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    // Another key changing leaves the theme alone.
    localStorage.setItem('portfolioTheme', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse', newValue: 'x' }));
    expect(main).toHaveAttribute('data-theme', 'dark');
  });

  it('goes back to the theme it was rendered in when another tab clears the choice', () => {
    localStorage.setItem('portfolioTheme', 'dark');
    const { main } = servePage('light');
    expect(main).toHaveAttribute('data-theme', 'dark');

    localStorage.removeItem('portfolioTheme');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'portfolioTheme', oldValue: 'dark', newValue: null }),
    );
    expect(main).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  it('binds once when it runs twice', async () => {
    const { user, main } = servePage('dark');
    enhanceCard(document);
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(main).toHaveAttribute('data-theme', 'light');
  });
});

describe('card-enhance: broken images', () => {
  it('shows the placeholder for a broken upload and the initials for a broken picture', () => {
    servePage();
    const banner = screen.getByRole('img', { name: 'Banner of Asha Rao' });
    fireEvent.error(banner);
    expect(banner).toHaveAttribute('src', '/placeholder-image.jpg');
    expect(banner).not.toHaveAttribute('srcset');

    const picture = screen.getByRole('img', { name: 'Profile picture of Asha Rao' });
    fireEvent.error(picture);
    expect(screen.queryByRole('img', { name: 'Profile picture of Asha Rao' })).toBeNull();
    expect(screen.getByText('AR')).toBeVisible();
  });
});

describe('card-enhance: the script file', () => {
  it('enhances the card it is loaded into', async () => {
    document.body.innerHTML = renderCard({
      result: fullResult,
      pageUrl: PAGE_URL,
      vcardUrl: '/v',
      theme: 'dark',
    });
    await import('../src/server/card-enhance');
    expect(screen.getByRole('main')).toHaveAttribute('data-enhanced');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});
