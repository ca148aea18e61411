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

/** What the console asks for when a form sends Asha back to it. */
function consoleLists(host: ReturnType<typeof teamsHost>, invitations = [invitation()]) {
  host.answer('GET /organisation/members', ok(membersPage(members())));
  host.answer('GET /organisation/invitations', ok(invitations));
}

describe('Inviting', () => {
  it('invites one person, checked with the invitation schema', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation()));
    const { user, toasts } = renderTeams('/teams/invite', host);
    expect(await screen.findByRole('heading', { name: 'Invite a person' })).toBeInTheDocument();

    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'kiran@');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(organisationErrors.inviteNameRequired);
    expect(email).toHaveAccessibleDescription(organisationErrors.inviteEmailInvalid);

    await user.type(name, 'Kiran Shah');
    await user.type(email, 'Acme.Example');
    await user.type(screen.getByRole('textbox', { name: 'Designation (optional)' }), 'Designer');
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '98765 43210');
    host.answer(
      'POST /organisation/invitations',
      ok({ sent: 1, alreadyMembers: [] }, organisationToasts.invited(1)),
    );
    consoleLists(host);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('heading', { name: 'Acme Designs' })).toBeInTheDocument();
    expect(host.calls).toContainEqual({
      url: '/organisation/invitations',
      method: 'POST',
      body: {
        people: [
          {
            name: 'Kiran Shah',
            email: 'kiran@acme.example',
            designation: 'Designer',
            phone: '+919876543210',
          },
        ],
      },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Invitation sent' });
  });

  it('previews every row of a CSV with its errors, and invites only the good ones', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation()));
    const { user, toasts } = renderTeams('/teams/import', host);
    const file = await screen.findByLabelText('CSV file');

    await user.upload(file, new File(['name,phone\nKiran,9876543210\n'], 'people.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The header row needs the columns email',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const csv = [
      'Name,E-mail,Designation,Phone',
      'Kiran Shah,kiran@acme.example,Designer,9876543210',
      'Dev Patel,dev@acme,,',
      'Kiran S,KIRAN@acme.example,,',
      'Lata Menon,lata@acme.example,Sales,',
    ].join('\n');
    await user.upload(file, new File([csv], 'people.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 people to invite, 2 rows with errors',
    );
    const rows = within(screen.getByRole('table', { name: 'Preview' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '2Kiran Shahkiran@acme.exampleDesigner9876543210Ready',
      `3Dev Pateldev@acme${organisationErrors.inviteEmailInvalid}`,
      '4Kiran SKIRAN@acme.examplekiran@acme.example is on row 2 already',
      '5Lata Menonlata@acme.exampleSalesReady',
    ]);

    // What the server refuses of the rows it was sent is said whole: no row has a field here.
    host.fail('POST /organisation/invitations', 400, 'Enter a valid email', {
      'people[0].email': 'Enter a valid email',
      'people[1].name': 'Name is required',
    });
    await user.click(screen.getByRole('button', { name: 'Invite 2 people' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a valid email; Name is required',
    );

    host.answer(
      'POST /organisation/invitations',
      ok({ sent: 2, alreadyMembers: [] }, organisationToasts.invited(2)),
    );
    consoleLists(host);
    await user.click(screen.getByRole('button', { name: 'Invite 2 people' }));
    expect(await screen.findByRole('heading', { name: 'Acme Designs' })).toBeInTheDocument();
    expect(host.calls[2]).toEqual({
      url: '/organisation/invitations',
      method: 'POST',
      body: {
        people: [
          {
            name: 'Kiran Shah',
            email: 'kiran@acme.example',
            designation: 'Designer',
            phone: '+919876543210',
          },
          expect.objectContaining({
            name: 'Lata Menon',
            email: 'lata@acme.example',
            designation: 'Sales',
          }),
        ],
      },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: '2 invitations sent' });
  });

  it('withdraws an invitation', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation()));
    consoleLists(host, [
      invitation(),
      invitation({ _id: 'i2', name: 'Old Friend', expiresAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    const { user, toasts } = renderTeams('/teams', host);
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Expired 01/01/2026');

    host.answer(
      'DELETE /organisation/invitations/9b2f1c0e-3d4a-4b5c-8d6e-7f8091a2b3c4',
      ok([], organisationToasts.revoked),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to Kiran Shah' }));
    expect(await screen.findByText('No invitations waiting.')).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Invitation withdrawn' });
  });
});
