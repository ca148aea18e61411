import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { renderPublicCard } from './fixtures/render-public-card';

const QR = '/api/v1/portfolio/u1/qr';

/** The public card with no device share sheet (as in jsdom), its QR screen opened from the menu. */
async function openQrScreen() {
  const view = await renderPublicCard();
  await view.user.click(await screen.findByRole('button', { name: 'Share' }));
  await view.user.click(
    within(screen.getByRole('dialog', { name: 'Share this card' })).getByRole('button', {
      name: 'QR code',
    }),
  );
  return { ...view, qr: screen.getByRole('dialog', { name: 'QR code' }) };
}

describe('QR code screen', () => {
  it("opens from the share sheet with this card's QR image and the person's name", async () => {
    const { qr } = await openQrScreen();
    expect(qr).toHaveAttribute('aria-modal', 'true');
    expect(within(qr).getByRole('img', { name: "QR code of Asha Rao's card" })).toHaveAttribute(
      'src',
      `${QR}?format=svg`,
    );
    expect(within(qr).getByText('Asha Rao')).toBeInTheDocument();
    // The screen replaces the sheet, and focus moves into it.
    expect(screen.queryByRole('dialog', { name: 'Share this card' })).not.toBeInTheDocument();
    expect(within(qr).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('offers the PNG at print size and the SVG as downloads', async () => {
    const { qr } = await openQrScreen();
    const png = within(qr).getByRole('link', { name: 'Download PNG' });
    const svg = within(qr).getByRole('link', { name: 'Download SVG' });
    expect(png).toHaveAttribute('href', `${QR}?format=png&size=1024&download=1`);
    expect(svg).toHaveAttribute('href', `${QR}?format=svg&download=1`);
    expect(png).toHaveAttribute('download');
    expect(svg).toHaveAttribute('download');
  });

  it('Close closes it and gives focus back to Share', async () => {
    const { qr, user } = await openQrScreen();
    await user.click(within(qr).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('Escape closes it', async () => {
    const { user } = await openQrScreen();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it('opens again after closing (each opening is its own step in the history)', async () => {
    const { qr, user } = await openQrScreen();
    await user.click(within(qr).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    expect(screen.getByRole('dialog', { name: 'QR code' })).toBeInTheDocument();
  });
});
