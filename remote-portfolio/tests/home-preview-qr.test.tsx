import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { HomePreview } from '../src/features/home-preview/home-preview';
import { answerOf, fullResult } from './fixtures/public-card';

const QR = '/api/v1/portfolio/u1/qr';

async function renderPreview() {
  const host = fakeHost();
  host.answer(answerOf(fullResult));
  const view = renderScreen(<HomePreview />, {
    route: '/home',
    host,
    apis: [portfolioApi],
    session: { token: 't0k', userId: 'u1' },
  });
  await screen.findByRole('heading', { name: 'Asha Rao' });
  return view;
}

describe("Home preview's QR button", () => {
  it("opens the card's QR code full-screen, with the downloads for print", async () => {
    const { user } = await renderPreview();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'QR code' }));

    // The QR screen downloads when first opened.
    const qr = await screen.findByRole('dialog', { name: 'QR code' });
    expect(within(qr).getByRole('img', { name: "QR code of Asha Rao's card" })).toHaveAttribute(
      'src',
      `${QR}?format=svg`,
    );
    expect(within(qr).getByRole('link', { name: 'Download PNG' })).toHaveAttribute(
      'href',
      `${QR}?format=png&size=1024&download=1`,
    );
    expect(within(qr).getByRole('link', { name: 'Download SVG' })).toHaveAttribute(
      'href',
      `${QR}?format=svg&download=1`,
    );
    // Focus moves as the screen's effects run, after it is on the page.
    await waitFor(() => expect(within(qr).getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('Close closes it and gives focus back to the QR button', async () => {
    const { user } = await renderPreview();
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'QR code' })).toHaveFocus());
    expect(document.body.style.overflow).toBe('');
  });

  it('Escape closes it, and it opens again', async () => {
    const { user } = await renderPreview();
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    await screen.findByRole('dialog', { name: 'QR code' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    expect(await screen.findByRole('dialog', { name: 'QR code' })).toBeInTheDocument();
  });
});
