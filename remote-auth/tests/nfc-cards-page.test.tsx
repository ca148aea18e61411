import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { NfcCard } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { NfcCardsPage } from '../src/features/nfc-cards/nfc-cards-page';

const card = (
  code: string,
  status: NfcCard['status'],
  productName = 'Midnight Matte',
): NfcCard => ({
  code,
  status,
  url: `https://tapfolio.example/c/${code}`,
  orderId: 'o1',
  productName,
  createdAt: '2026-11-24T05:00:00.000Z',
});

function renderCards(cards: NfcCard[]) {
  const host = fakeHost();
  host.answer({ success: true, result: cards });
  return renderScreen(<NfcCardsPage />, {
    route: '/account/nfc-cards',
    host,
    apis: [authApi],
    session: { token: 't0k', userId: 'u1', profileStatus: 'loaded' },
    routes: { '/account': <p>Account screen</p> },
  });
}

const cardNamed = (code: string) => screen.findByRole('article', { name: code });

describe('My NFC cards', () => {
  it("lists each card's code, design, status and link", async () => {
    const { host } = renderCards([
      card('7KQ9D2XM', 'active'),
      card('HB4T8NRC', 'lost', 'Rose Gold'),
    ]);
    expect(screen.getByRole('heading', { name: 'My NFC cards' })).toBeInTheDocument();

    const first = await cardNamed('7KQ9D2XM');
    expect(within(first).getByText('Midnight Matte')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('https://tapfolio.example/c/7KQ9D2XM')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Mark as lost' })).toBeInTheDocument();

    const second = await cardNamed('HB4T8NRC');
    expect(within(second).getByText('Rose Gold')).toBeInTheDocument();
    expect(within(second).getByText('Marked lost')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(host.calls).toEqual([{ url: '/user/nfc-cards' }]);
  });

  it('offers no action on an inactive card', async () => {
    renderCards([card('Q3W4E5R6', 'inactive')]);
    const only = await cardNamed('Q3W4E5R6');
    expect(within(only).getByText('Inactive')).toBeInTheDocument();
    expect(within(only).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says where cards come from when there are none', async () => {
    renderCards([]);
    expect(
      await screen.findByText('Cards you buy appear here once their order is paid.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('asks before marking a card lost, then PATCHes it and shows it lost', async () => {
    const { user, host, toasts } = renderCards([card('7KQ9D2XM', 'active')]);
    const row = await cardNamed('7KQ9D2XM');
    await user.click(within(row).getByRole('button', { name: 'Mark as lost' }));

    const dialog = screen.getByRole('dialog', { name: 'Mark this card as lost?' });
    expect(dialog).toHaveTextContent('Its link stops opening your card until you reactivate it.');
    // Nothing is sent until the person confirms.
    expect(host.calls).toHaveLength(1);

    host.answer({ success: true, result: card('7KQ9D2XM', 'lost') });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(host.calls[1]).toEqual({
      url: '/user/nfc-cards/7KQ9D2XM',
      method: 'PATCH',
      body: { status: 'lost' },
    });
    const updated = await cardNamed('7KQ9D2XM');
    expect(within(updated).getByText('Marked lost')).toBeInTheDocument();
    // Focus goes back to the card's own button, which now offers the way back.
    expect(within(updated).getByRole('button', { name: 'Reactivate' })).toHaveFocus();
    expect(toasts).toContainEqual({ kind: 'success', message: 'The card is switched off.' });
  });

  it('keeps the card active when the person cancels', async () => {
    const { user, host } = renderCards([card('7KQ9D2XM', 'active')]);
    const row = await cardNamed('7KQ9D2XM');
    await user.click(within(row).getByRole('button', { name: 'Mark as lost' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(host.calls).toHaveLength(1);
  });

  it('reactivates a lost card at once', async () => {
    const { user, host, toasts } = renderCards([card('HB4T8NRC', 'lost')]);
    const row = await cardNamed('HB4T8NRC');
    host.answer({ success: true, result: card('HB4T8NRC', 'active') });
    await user.click(within(row).getByRole('button', { name: 'Reactivate' }));

    expect(await within(row).findByText('Active')).toBeInTheDocument();
    expect(host.calls[1]).toEqual({
      url: '/user/nfc-cards/HB4T8NRC',
      method: 'PATCH',
      body: { status: 'active' },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'The card works again.' });
  });

  it('says the update failed and leaves the card as it was', async () => {
    const { user, host, toasts } = renderCards([card('HB4T8NRC', 'lost')]);
    const row = await cardNamed('HB4T8NRC');
    host.fail(500, '');
    await user.click(within(row).getByRole('button', { name: 'Reactivate' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'Failed to update the card. Please try again.',
      }),
    );
    expect(within(row).getByText('Marked lost')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reactivate' })).toBeEnabled();
  });

  it('goes back to Account', async () => {
    const { user } = renderCards([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Account screen')).toBeInTheDocument();
  });
});
