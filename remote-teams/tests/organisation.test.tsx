import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { organisationErrors, organisationToasts } from 'shared-contracts';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import {
  invitation,
  members,
  membersPage,
  ok,
  organisation,
  renderTeams,
  teamsHost,
} from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

describe('Creating an organisation', () => {
  it('explains, checks the form with the shared messages, and opens the console once made', async () => {
    const host = teamsHost();
    host.fail('GET /organisation', 404, organisationErrors.notInOne);
    const { user, toasts } = renderTeams('/teams', host);
    expect(
      await screen.findByRole('heading', { name: 'Create an organisation' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Your organisation | Tapfolio');

    const name = screen.getByRole('textbox', { name: 'Organisation name' });
    const colour = screen.getByRole('textbox', { name: 'Brand colour (optional)' });
    await user.type(colour, 'indigo');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(organisationErrors.nameRequired);
    expect(colour).toHaveAccessibleDescription(
      expect.stringContaining(organisationErrors.brandColourInvalid),
    );
    expect(host.calls).toHaveLength(1);

    await user.type(name, '  Acme Designs ');
    await user.clear(colour);
    await user.type(colour, '#0F766E');
    host.answer('POST /organisation', ok(organisation(), organisationToasts.created));
    host.answer('GET /organisation/members', ok(membersPage(members())));
    host.answer('GET /organisation/invitations', ok([]));
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));

    expect(await screen.findByRole('heading', { name: 'Acme Designs' })).toBeInTheDocument();
    expect(host.calls[1]).toEqual({
      url: '/organisation',
      method: 'POST',
      body: {
        name: 'Acme Designs',
        logo: null,
        website: '',
        brandColour: '#0f766e',
        gstin: '',
        officeAddress: null,
      },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Organisation created' });
    expect(host.calls.filter((call) => call.url === '/organisation')).toHaveLength(2);
  });

  it("shows the server's refusal under the form", async () => {
    const host = teamsHost();
    host.fail('GET /organisation', 404, organisationErrors.notInOne);
    const { user } = renderTeams('/teams', host);
    await user.type(await screen.findByRole('textbox', { name: 'Organisation name' }), 'Acme');
    host.fail('POST /organisation', 403, organisationErrors.emailNotVerified);
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(organisationErrors.emailNotVerified);
    expect(refusal).toHaveFocus();
  });
});

describe('The console', () => {
  it('shows the owner the details, members and invitations, and no Leave', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation()));
    host.answer('GET /organisation/members', ok(membersPage(members())));
    host.answer('GET /organisation/invitations', ok([invitation()]));
    renderTeams('/teams', host);

    expect(await screen.findByRole('heading', { name: 'Acme Designs' })).toBeInTheDocument();
    expect(screen.getByText('You are the owner · 3 members')).toBeInTheDocument();
    expect(screen.getByText('29AABCT3518Q1ZS')).toBeInTheDocument();
    expect(screen.getByText('Bengaluru, Karnataka - 560038')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit details' })).toHaveAttribute(
      'href',
      '/teams/edit',
    );

    const list = await screen.findByRole('list', { name: 'Members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Asha Rao \(you\)asha@example\.comOwner Joined 21\/11\/2026$/),
      expect.stringContaining('Meera Iyer'),
      expect.stringContaining('Ravi Kumar'),
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Manage Meera Iyer' })).toBeVisible();

    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByRole('listitem')).toHaveTextContent(
      'Kiran Shahkiran@acme.exampleInvited by Asha RaoExpires 09/12/2099',
    );
    expect(screen.getByRole('link', { name: 'Invite' })).toHaveAttribute('href', '/teams/invite');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute(
      'href',
      '/teams/import',
    );
    const cards = screen.getByRole('navigation', { name: 'Cards and contacts' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Members’ cardsSwitch off or move the NFC cards you paid for', '/teams/cards'],
      ['Order cardsAn NFC card for each member, in one payment', '/teams/order-cards'],
      ['Card templateWhat the organisation puts on every member’s card', '/teams/template'],
      ['Contact policyOff: contacts go to the member alone', '/teams/contact-policy'],
      ['InsightsViews, NFC taps and saved contacts of every card', '/teams/insights'],
      ['InboxContacts sent from members’ cards', '/teams/inbox'],
    ]);
    expect(screen.queryByRole('button', { name: 'Leave organisation' })).not.toBeInTheDocument();
    expect(screen.getByText(/hand ownership to another member first/)).toBeInTheDocument();
  });

  it('shows a member the organisation and Leave, and asks for nothing else', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation({ role: 'member' })));
    // The owner's and admins' screens send a member back to the console.
    const { user, toasts } = renderTeams('/teams/edit', host);

    expect(await screen.findByText('You are a member · 3 members')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Card template/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave organisation' }));
    const sheet = screen.getByRole('dialog', { name: 'Leave Acme Designs?' });
    host.answer('POST /organisation/leave', ok(null, organisationToasts.left('Acme Designs')));
    host.fail('GET /organisation', 404, organisationErrors.notInOne);
    await user.click(within(sheet).getByRole('button', { name: 'Leave' }));

    expect(
      await screen.findByRole('heading', { name: 'Create an organisation' }),
    ).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'You left Acme Designs' });
    expect(host.calls.map((call) => `${call.method ?? 'GET'} ${call.url}`)).toEqual([
      'GET /organisation',
      'POST /organisation/leave',
      'GET /organisation',
    ]);
  });
});
