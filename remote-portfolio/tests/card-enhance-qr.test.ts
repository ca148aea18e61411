import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullResult } from './fixtures/public-card';
import { enhanceCard } from '../src/server/enhance-card';
import { renderCardMarkup as renderCard } from '../src/server/render-card';

const QR = '/api/v1/portfolio/u1/qr';

/** The server markup, as the gateway serves it; enhanced or not. */
function servePage({ script }: { script: boolean }) {
  document.body.innerHTML = renderCard({
    result: fullResult,
    pageUrl: 'https://tapfolio.example/portfolio/u1',
    vcardUrl: '/api/v1/portfolio/u1/vcard',
    theme: 'dark',
  });
  if (script) enhanceCard(document);
  return userEvent.setup();
}

const qrScreen = () => document.getElementById('qr')!;

afterEach(() => {
  window.history.replaceState(null, '', window.location.pathname);
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

describe('QR screen on the server-rendered card', () => {
  it('is in the markup, hidden, reached by a plain link from the sheet, with its image and downloads', () => {
    servePage({ script: false });
    const sheet = document.getElementById('share')!;
    expect(within(sheet).getByText('QR code').closest('a')).toHaveAttribute('href', '#qr');
    const qr = qrScreen();
    expect(qr).toHaveAttribute('hidden');
    expect(qr).toHaveAttribute('role', 'dialog');
    expect(qr.querySelector('img')).toHaveAttribute('src', `${QR}?format=svg`);
    // Lazy, so a hidden screen costs the API no QR on every view of the card.
    expect(qr.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const png = within(qr).getByText('Download PNG');
    const svg = within(qr).getByText('Download SVG');
    expect(png).toHaveAttribute('href', `${QR}?format=png&size=1024&download=1`);
    expect(svg).toHaveAttribute('href', `${QR}?format=svg&download=1`);
    expect(png).toHaveAttribute('download');
    expect(svg).toHaveAttribute('download');
    expect(within(qr).getByText('Close').closest('a')).toHaveAttribute('href', '#card-actions');
  });

  it('with the script: opens from the sheet as #qr, focus inside; Escape goes back and focus returns to Share', async () => {
    const user = servePage({ script: true });
    await user.click(screen.getByRole('link', { name: 'Share' }));
    await user.click(screen.getByRole('link', { name: 'QR code' }));

    const qr = screen.getByRole('dialog', { name: 'QR code' });
    expect(qr).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Share this card' })).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#qr');
    expect(within(qr).getByRole('link', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    // history.back() answers with popstate, which jsdom delivers on a later task.
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('with the script: a page opened at #qr shows it, and Close leaves it for the card', async () => {
    window.history.replaceState(null, '', '#qr');
    const user = servePage({ script: true });
    const qr = screen.getByRole('dialog', { name: 'QR code' });
    await user.click(within(qr).getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(window.location.hash).toBe('#card-actions'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
