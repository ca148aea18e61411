import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ORGANISATION_PAGE_SIZE,
  organisationErrors,
  organisationToasts,
  type OrganisationCard,
  type OrganisationCardsPage,
} from 'shared-contracts';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { members, membersPage, ok, organisation, renderTeams, teamsHost } from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

const ravi = { userId: 'u2', name: 'Ravi Kumar', email: 'ravi@acme.example' };
const meera = { userId: 'u3', name: 'Meera Iyer', email: 'meera@acme.example' };

const card = (overrides: Partial<OrganisationCard> = {}): OrganisationCard => ({
  code: 'K7QM2XHP9RTA',
  status: 'active',
  productName: 'Classic White',
  holder: ravi,
  paidByOrganisation: true,
  orderCode: 'TF-7K3Q9D',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

/** Ravi's card, bought by the organisation; one whose holder left; Meera's own, bought by her. */
const cards = () => [
  card(),
  card({ code: 'M4NP8WQ3ZT2B', status: 'inactive', holder: null }),
  card({
    code: 'H9XK4RT7',
    productName: 'Matte Black',
    holder: meera,
    paidByOrganisation: false,
    orderCode: null,
  }),
];

const cardsPage = (list: OrganisationCard[], { page = 1, total = list.length } = {}) =>
  ({ cards: list, page, pageSize: ORGANISATION_PAGE_SIZE, total }) satisfies OrganisationCardsPage;

async function openCards(list = cards(), total = list.length) {
  const host = teamsHost();
  host.answer('GET /organisation', ok(organisation()));
  host.answer('GET /organisation/cards', ok(cardsPage(list, { total })));
  const view = renderTeams('/teams/cards', host);
  await screen.findByRole('list', { name: 'Cards' });
  return view;
}

const rowOf = (code: string) =>
  screen.getAllByRole('listitem').find((row) => row.textContent?.includes(code))!;

describe("The members' cards", () => {
  it('lists every card, and offers Switch off and Move only on those the organisation paid for', async () => {
    const { host } = await openCards(cards(), 120);
    const rows = within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Classic WhiteActiveK7QM2XHP9RTARavi Kumarravi@acme\.examplePaid by the organisationOrder TF-7K3Q9D/,
      ),
      expect.stringMatching(/Switched offM4NP8WQ3ZT2BNo one: its holder left the organisation/),
      'Matte BlackActiveH9XK4RT7Meera Iyermeera@acme.example',
    ]);
    expect(
      within(rows[0]!).getByRole('button', { name: 'Switch off card K7QM2XHP9RTA' }),
    ).toBeVisible();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Switch on card M4NP8WQ3ZT2B' }),
    ).toBeVisible();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of cards' })).toHaveTextContent(
      'Page 1 of 3',
    );
    expect(screen.getByRole('link', { name: 'Order cards' })).toHaveAttribute(
      'href',
      '/teams/order-cards',
    );
    expect(host.calls).toContainEqual({ url: '/organisation/cards', params: { page: undefined } });
  });

  it('switches a card off once asked again, and shows the answer', async () => {
    const { user, host, toasts } = await openCards();
    await user.click(screen.getByRole('button', { name: 'Switch off card K7QM2XHP9RTA' }));
    const sheet = screen.getByRole('dialog', { name: 'Switch this card off?' });
    expect(sheet).toHaveTextContent(
      'Its link stops opening Ravi Kumar’s card until you switch it on again.',
    );

    host.answer(
      'PATCH /organisation/cards/K7QM2XHP9RTA',
      ok(card({ status: 'inactive' }), organisationToasts.cardSwitched(false)),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Switch off' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(host.calls).toContainEqual({
      url: '/organisation/cards/K7QM2XHP9RTA',
      method: 'PATCH',
      body: { status: 'inactive' },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Card switched off' });
    const row = rowOf('K7QM2XHP9RTA');
    expect(row).toHaveTextContent('Switched off');
    expect(
      within(row).getByRole('button', { name: 'Switch on card K7QM2XHP9RTA' }),
    ).toBeInTheDocument();
    // The answer took the card's place: the list was not asked for again.
    expect(host.calls.filter((call) => call.url === '/organisation/cards')).toHaveLength(1);
  });

  it("shows the server's refusal of a switch on beside the card", async () => {
    const { user, host } = await openCards();
    host.fail('PATCH /organisation/cards/M4NP8WQ3ZT2B', 409, organisationErrors.cardHolderGone);
    await user.click(screen.getByRole('button', { name: 'Switch on card M4NP8WQ3ZT2B' }));

    const refusal = await within(rowOf('M4NP8WQ3ZT2B')).findByRole('alert');
    expect(refusal).toHaveTextContent('Move this card to a member before you switch it on');
    expect(refusal).toHaveFocus();
    expect(host.calls).toContainEqual({
      url: '/organisation/cards/M4NP8WQ3ZT2B',
      method: 'PATCH',
      body: { status: 'active' },
    });
  });

  it('moves a card to a member found by a search, once asked again', async () => {
    const { user, host, toasts } = await openCards();
    host.answer('GET /organisation/members', ok(membersPage(members())));
    await user.click(
      screen.getByRole('button', { name: 'Move card K7QM2XHP9RTA to another member' }),
    );
    const sheet = screen.getByRole('dialog', { name: 'Move the card to' });
    const choices = await within(sheet).findByRole('list', { name: 'Members' });
    // Not to the card's own holder.
    expect(
      within(choices)
        .getAllByRole('button')
        .map((choice) => choice.textContent),
    ).toEqual(['Asha Raoasha@example.com', 'Meera Iyermeera@acme.example']);

    host.answer('GET /organisation/members?q=meera', ok(membersPage([members()[1]!])));
    await user.type(within(sheet).getByRole('searchbox'), 'meera');
    await user.click(within(sheet).getByRole('button', { name: 'Search' }));
    const found = await within(sheet).findByRole('list', { name: 'Members' });
    expect(
      within(found)
        .getAllByRole('button')
        .map((choice) => choice.textContent),
    ).toEqual(['Meera Iyermeera@acme.example']);
    await user.click(within(found).getByRole('button', { name: /Meera Iyer/ }));

    const confirm = screen.getByRole('dialog', { name: 'Move the card to Meera Iyer?' });
    expect(within(confirm).getByText(/opens Meera Iyer’s card from now on/)).toHaveFocus();
    expect(confirm).toHaveTextContent(
      'Card K7QM2XHP9RTA opens Meera Iyer’s card from now on, instead of Ravi Kumar’s.',
    );

    host.fail('POST /organisation/cards/K7QM2XHP9RTA/move', 404, organisationErrors.memberNotFound);
    await user.click(within(confirm).getByRole('button', { name: 'Move to Meera Iyer' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'That person is not in your organisation',
    );

    host.answer(
      'POST /organisation/cards/K7QM2XHP9RTA/move',
      ok(card({ holder: meera }), organisationToasts.cardMoved('Meera Iyer')),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Move to Meera Iyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(host.calls).toContainEqual({
      url: '/organisation/cards/K7QM2XHP9RTA/move',
      method: 'POST',
      body: { userId: 'u3' },
    });
    expect(toasts).toContainEqual({
      kind: 'success',
      message: "The card now opens Meera Iyer's card",
    });
    expect(rowOf('K7QM2XHP9RTA')).toHaveTextContent('Meera Iyermeera@acme.example');
  });

  it('sends a member back to the console', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation({ role: 'member' })));
    renderTeams('/teams/cards', host);
    expect(await screen.findByText('You are a member · 3 members')).toBeInTheDocument();
    expect(host.calls.some((call) => call.url === '/organisation/cards')).toBe(false);
  });
});
