import { afterEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullResult, withPortfolio } from './fixtures/public-card';
import { enhanceCard } from '../src/server/enhance-card';
import { renderCardMarkup as renderCard } from '../src/server/render-card';

/** The server-rendered card with its script, as the gateway serves it. */
function servePage(result = fullResult) {
  document.body.innerHTML = renderCard({
    result,
    pageUrl: 'https://tapfolio.example/portfolio/u1',
    vcardUrl: '/api/v1/portfolio/u1/vcard',
    theme: 'dark',
  });
  enhanceCard(document);
  return userEvent.setup();
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

describe('card-enhance: the share sheet keeps the keyboard', () => {
  it('wraps Tab and Shift+Tab inside the sheet, and gives focus back to Share on Escape', async () => {
    const user = servePage();
    const share = screen.getByRole('link', { name: 'Share' });
    await user.click(share);
    const sheet = screen.getByRole('dialog', { name: 'Share this card' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    const close = within(sheet).getByRole('link', { name: 'Close' });
    const last = within(sheet).getByRole('link', { name: 'Telegram' });

    last.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Share this card' })).not.toBeInTheDocument();
    expect(share).toHaveFocus();
  });
});

describe('card-enhance: the QR screen keeps the keyboard', () => {
  it('wraps Tab from Close to the first download', async () => {
    const user = servePage();
    await user.click(screen.getByRole('link', { name: 'Share' }));
    await user.click(screen.getByRole('link', { name: 'QR code' }));
    const qr = screen.getByRole('dialog', { name: 'QR code' });
    const close = within(qr).getByRole('link', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(within(qr).getByRole('link', { name: 'Download PNG' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});

describe('card-enhance: "Share your details" keeps the keyboard', () => {
  it('takes focus to the first field, wraps Tab, and Escape returns to the opener', async () => {
    const user = servePage();
    const opener = screen.getByRole('link', { name: 'Share your details' });
    opener.focus();
    window.location.hash = '#share-details';

    const name = document.getElementById('details-name');
    await waitFor(() => expect(name).toHaveFocus());
    const sheet = name!.closest<HTMLElement>('[role="dialog"]')!;
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAccessibleName('Share your details');

    // Shift+Tab from the first control (the sheet's Close) goes round to Send.
    within(sheet).getByRole('link', { name: 'Close', hidden: true }).focus();
    await user.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'Send', hidden: true })).toHaveFocus();
    await user.tab();
    expect(within(sheet).getByRole('link', { name: 'Close', hidden: true })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.hash).toBe('#card-actions'));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('card-enhance: the social marquee', () => {
  const many = withPortfolio({
    socialMedia: ['facebook', 'instagram', 'linkedin', 'youtube', 'threads'].map((source) => ({
      _id: source,
      source,
      link: `https://${source}.example/asha`,
    })),
  });

  it('shows Pause/Play, which stops the row, and keeps the loop copy out of reach', async () => {
    document.body.innerHTML = renderCard({
      result: many,
      pageUrl: 'https://tapfolio.example/portfolio/u1',
      vcardUrl: '/v',
      theme: 'dark',
    });
    // Without script the button would do nothing: it is not offered.
    expect(document.querySelector('[data-card-marquee-toggle]')).toHaveAttribute('hidden');
    enhanceCard(document);
    const user = userEvent.setup();

    const pause = screen.getByRole('button', { name: 'Pause social links' });
    expect(pause).toHaveTextContent('Pause');
    const row = pause.closest('[data-marquee]');
    await user.click(pause);
    expect(row).toHaveAttribute('data-paused');
    expect(pause).toHaveAccessibleName('Play social links');
    await user.click(pause);
    expect(row).not.toHaveAttribute('data-paused');

    const copy = row!.querySelector('ul[aria-hidden="true"]');
    expect(copy).toHaveAttribute('inert');
    expect(screen.getAllByRole('link', { name: /^Asha Rao on / })).toHaveLength(5);
  });
});
