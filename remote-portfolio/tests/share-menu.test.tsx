import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { OwnPortfolioPage } from '../src/features/public-page/own-portfolio-page';
import { answerOf, fullResult } from './fixtures/public-card';
import { renderPublicCard } from './fixtures/render-public-card';

const pageLink = () => `${window.location.origin}/portfolio/u1`;

const renderCard = renderPublicCard;

function setShare(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  rs.restoreAllMocks();
});

describe('Share, with the device share sheet', () => {
  it("hands the page link to the device's share sheet and opens no menu", async () => {
    const share = rs.fn(async (_data: ShareData) => {});
    setShare(share);
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(share.mock.calls[0]![0]).toMatchObject({ title: 'Asha Rao', url: pageLink() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a dismissed share sheet as no error', async () => {
    setShare(rs.fn(async () => Promise.reject(new DOMException('Cancelled', 'AbortError'))));
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the menu when the share sheet fails', async () => {
    setShare(rs.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))));
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share this card' })).toBeInTheDocument();
  });
});

describe('Share menu, without a share sheet', () => {
  it('shares the public link even from the own portfolio page', async () => {
    const host = fakeHost();
    host.answer(answerOf(fullResult));
    const { user } = renderScreen(<OwnPortfolioPage />, {
      route: '/portfolio',
      host,
      apis: [portfolioApi],
      session: { token: 't', userId: 'u1' },
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const menu = screen.getByRole('dialog', { name: 'Share this card' });
    expect(within(menu).getByText(pageLink())).toBeInTheDocument();
  });

  it('offers Copy Link and the five services, each with the encoded page link', async () => {
    const { user } = await renderCard();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await user.click(share);
    const menu = screen.getByRole('dialog', { name: 'Share this card' });
    expect(share).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();

    const encoded = encodeURIComponent(pageLink());
    const targets = within(within(menu).getByRole('list', { name: 'Share on' })).getAllByRole(
      'link',
    );
    expect(targets.map((a) => a.textContent)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'WhatsApp',
      'Telegram',
    ]);
    const href = (name: string) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(href('Twitter')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=/);
    expect(href('LinkedIn')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(href('WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(href('Telegram')).toMatch(/^https:\/\/t\.me\/share\/url\?url=/);
    for (const a of targets) {
      expect(a.getAttribute('href')).toContain(encoded);
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copies the link to the clipboard, says "Link copied!" and closes', async () => {
    const { user, toasts } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Link copied!' }]));
    expect(await navigator.clipboard.readText()).toBe(pageLink());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the link in an alert, "Manual copy required", when the clipboard refuses', async () => {
    const { user, toasts } = await renderCard();
    rs.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    const alert = rs.spyOn(window, 'alert').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]![0]).toBe(`Manual copy required\n${pageLink()}`);
    expect(toasts).toEqual([]);
  });
});
