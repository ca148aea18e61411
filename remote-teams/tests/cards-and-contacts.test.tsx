import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_CARD_TEMPLATE,
  organisationToasts,
  type OrganisationLead,
  type TeamInsights,
} from 'shared-contracts';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { catchSavedFiles } from 'web-kit/testing/saved-files';
import { members, membersPage, ok, organisation, renderTeams, teamsHost } from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

/** One of the owner's screens about the members' cards, opened by its address. */
function open(route: string, overrides: Parameters<typeof organisation>[0] = {}) {
  const host = teamsHost();
  host.answer('GET /organisation', ok(organisation(overrides)));
  return renderTeams(route, host);
}

/** The console, asked for again when a screen goes back to it. */
function queueConsole(host: ReturnType<typeof teamsHost>) {
  host.answer('GET /organisation/members', ok(membersPage(members())));
  host.answer('GET /organisation/invitations', ok([]));
}

describe('The card template', () => {
  it("shows each detail's value beside Off, Set and Locked, and saves them in one request", async () => {
    const { user, host, toasts } = open('/teams/template');
    const name = await screen.findByRole('group', { name: 'Company name' });
    expect(name).toHaveTextContent('Acme Designs');
    const logo = screen.getByRole('group', { name: 'Logo' });
    expect(logo).toHaveTextContent('No logo uploaded yet');
    expect(screen.getByRole('group', { name: 'Office address' })).toHaveTextContent(
      'Bengaluru, Karnataka - 560038',
    );
    const colour = screen.getByRole('group', { name: 'Brand colour' });
    expect(colour).toHaveTextContent('#0F766E');
    // The API refuses 'set' for the colour: it is on every card or on none.
    expect(
      within(colour)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['off', 'locked']);

    const locked = within(name).getByRole('radio', { name: 'Locked' });
    await user.click(locked);
    expect(locked).toHaveAccessibleDescription(
      'Acme Designs Always the organisation’s; members see “Set by Acme Designs”',
    );
    await user.click(within(logo).getByRole('radio', { name: 'Set' }));
    expect(logo).toHaveTextContent('The cards get none until you add it in Edit details.');
    await user.click(within(colour).getByRole('radio', { name: 'Locked' }));

    const template = {
      ...DEFAULT_CARD_TEMPLATE,
      companyName: 'locked',
      companyLogo: 'set',
      brandColour: 'locked',
    } as const;
    host.answer(
      'PUT /organisation/template',
      ok(organisation({ template }), organisationToasts.templateSaved),
    );
    queueConsole(host);
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(host.calls).toContainEqual({
      url: '/organisation/template',
      method: 'PUT',
      body: template,
    });
    expect(toasts).toContainEqual({ kind: 'success', message: organisationToasts.templateSaved });
  });
});

describe('The contact policy', () => {
  it('turns the shared inbox on as the switch is pressed, and shows the consent line visitors tick', async () => {
    const { user, host, toasts } = open('/teams/contact-policy');
    const policy = await screen.findByRole('switch', {
      name: 'Send contacts from members’ cards to the organisation’s inbox',
    });
    expect(policy).not.toBeChecked();
    expect(screen.getByText(/^Once it is on/)).toBeInTheDocument();
    expect(
      screen.getByText('I agree that Asha Rao and Acme Designs may contact me'),
    ).toBeInTheDocument();

    host.answer(
      'PUT /organisation/contact-policy',
      ok(organisation({ shareContacts: true }), organisationToasts.contactPolicySaved(true)),
    );
    await user.click(policy);
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'success',
        message: organisationToasts.contactPolicySaved(true),
      }),
    );
    expect(policy).toBeChecked();
    expect(screen.queryByText(/^Once it is on/)).not.toBeInTheDocument();
    expect(host.calls.at(-1)).toEqual({
      url: '/organisation/contact-policy',
      method: 'PUT',
      body: { shareContacts: true },
    });
  });
});

const insights = (overrides: Partial<TeamInsights> = {}): TeamInsights => ({
  days: 30,
  totals: { views: 1234, taps: 56, saves: 7 },
  members: [
    { userId: 'u2', name: 'Ravi Kumar', views: 1000, taps: 50, saves: 5 },
    { userId: 'u1', name: 'Asha Rao', views: 234, taps: 6, saves: 2 },
  ],
  page: 1,
  pageSize: 50,
  total: 2,
  ...overrides,
});

describe('Insights', () => {
  it("adds up every member's card over the period chosen, then each member, most viewed first", async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation()));
    host.answer('GET /organisation/insights', ok(insights()));
    const { user } = renderTeams('/teams/insights', host);

    const totals = await screen.findByRole('region', { name: 'All cards' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['1,234Views', '56NFC taps', '7Contacts saved']);
    const table = screen.getByRole('table', { name: 'Members, most viewed first' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MemberViewsNFC tapsSaves', 'Ravi Kumar1,000505', 'Asha Rao23462']);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    host.answer(
      'GET /organisation/insights?days=7',
      ok(insights({ days: 7, totals: { views: 0, taps: 0, saves: 0 }, members: [] })),
    );
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(
      await screen.findByText('No member’s card was viewed in the last 7 days.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

const lead = (overrides: Partial<OrganisationLead> = {}): OrganisationLead => ({
  _id: 'l1',
  name: 'Kiran Shah',
  phoneNumber: '+919876543210',
  email: 'kiran@shah.example',
  company: 'Shah Traders',
  note: 'Call me about 200 cards',
  createdAt: '2026-11-26T10:00:00.000Z',
  memberName: 'Ravi Kumar',
  ...overrides,
});

describe('The inbox', () => {
  it('lists the contacts sent to members’ cards, newest first, and exports them as a CSV', async () => {
    const saved = catchSavedFiles();
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation({ shareContacts: true })));
    host.answer(
      'GET /organisation/leads',
      ok([lead(), lead({ _id: 'l2', name: 'Meena Pillai', phoneNumber: null, note: null })]),
    );
    const { user } = renderTeams('/teams/inbox', host);

    const list = await screen.findByRole('list', { name: 'Contacts' });
    const [kiran, meena] = within(list).getAllByRole('listitem');
    expect(kiran).toHaveAccessibleName('Kiran Shah');
    expect(kiran).toHaveTextContent('Card of Ravi Kumar');
    expect(kiran).toHaveTextContent('Shah Traders');
    expect(kiran).toHaveTextContent('Call me about 200 cards');
    expect(within(kiran!).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(meena!).getByRole('link', { name: /kiran/ })).toHaveAttribute(
      'href',
      'mailto:kiran@shah.example',
    );

    host.answer('GET /organisation/leads/export', new Blob(['Received,Card of\n']));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['contacts.csv']));
    expect(host.calls.at(-1)).toMatchObject({
      url: '/organisation/leads/export',
      responseType: 'blob',
    });
  });

  it('says when there are none, and whether the contact policy sends them here', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation()));
    host.answer('GET /organisation/leads', ok([]));
    renderTeams('/teams/inbox', host);
    expect(await screen.findByText('No contacts yet.')).toBeInTheDocument();
    expect(screen.getByText(/The contact policy is off/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact policy' })).toHaveAttribute(
      'href',
      '/teams/contact-policy',
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
