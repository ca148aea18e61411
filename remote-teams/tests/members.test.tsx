import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { organisationErrors, organisationToasts } from 'shared-contracts';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { member, members, membersPage, ok, organisation, renderTeams, teamsHost } from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

/** The console of Asha, owner unless told, with her members and no invitations. */
async function openConsole(role: 'owner' | 'admin' = 'owner') {
  const host = teamsHost();
  host.answer('GET /organisation', ok(organisation({ role })));
  host.answer('GET /organisation/members', ok(membersPage(members(role))));
  host.answer('GET /organisation/invitations', ok([]));
  const view = renderTeams('/teams', host);
  await screen.findByRole('list', { name: 'Members' });
  return view;
}

describe('Finding members', () => {
  it('pages through them 50 at a time, and finds them by part of a name or an e-mail', async () => {
    const host = teamsHost();
    host.answer('GET /organisation', ok(organisation({ memberCount: 120 })));
    host.answer('GET /organisation/members', ok(membersPage(members(), { total: 120 })));
    host.answer('GET /organisation/invitations', ok([]));
    const { user } = renderTeams('/teams', host);
    const pages = await screen.findByRole('navigation', { name: 'Pages of members' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    const second = [member({ userId: 'u51', name: 'Zoya Khan', email: 'zoya@acme.example' })];
    host.answer(
      'GET /organisation/members?page=2',
      ok(membersPage(second, { page: 2, total: 120 })),
    );
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Zoya Khan')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of members' })).toHaveTextContent(
      'Page 2 of 3',
    );
    // The new page is read from its top.
    expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus();

    const search = () => screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    host.answer('GET /organisation/members?q=ravi', ok(membersPage([member()])));
    await user.type(search(), ' ravi ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 member found for “ravi”')).toHaveRole('status');
    const found = screen.getByRole('list', { name: 'Members' });
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Ravi Kumar')]);
    expect(screen.queryByRole('navigation', { name: 'Pages of members' })).not.toBeInTheDocument();

    host.answer('GET /organisation/members?q=nobody', ok(membersPage([])));
    await user.clear(search());
    await user.type(search(), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText("No member's name or e-mail has “nobody” in it.")).toHaveRole(
      'status',
    );
    expect(screen.queryByRole('list', { name: 'Members' })).not.toBeInTheDocument();
  });
});

describe('Managing members', () => {
  it("changes a member's role, shows the server's refusal in the sheet, and asks for the page again", async () => {
    const { user, host, toasts } = await openConsole();
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Kumar' }));
    const sheet = screen.getByRole('dialog', { name: 'Ravi Kumar' });

    host.fail('PATCH /organisation/members/u2', 403, organisationErrors.ownerOnly);
    await user.click(within(sheet).getByRole('button', { name: 'Make admin' }));
    const refusal = await within(sheet).findByRole('alert');
    expect(refusal).toHaveTextContent(organisationErrors.ownerOnly);
    expect(refusal).toHaveFocus();

    host.answer('PATCH /organisation/members/u2', ok(null, organisationToasts.roleSaved));
    host.answer(
      'GET /organisation/members',
      ok(membersPage([...members().slice(0, 2), member({ role: 'admin' })])),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts).toContainEqual({ kind: 'success', message: 'Role saved' });
    expect(host.calls).toContainEqual({
      url: '/organisation/members/u2',
      method: 'PATCH',
      body: { role: 'admin' },
    });
    const ravi = screen.getAllByRole('listitem').find((row) => row.textContent?.includes('Ravi'));
    await waitFor(() => expect(ravi).toHaveTextContent('Admin'));
    expect(host.calls.filter((call) => call.url === '/organisation/members')).toHaveLength(2);
  });

  it('removes a member once asked again', async () => {
    const { user, host, toasts } = await openConsole();
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Kumar' }));
    await user.click(screen.getByRole('button', { name: 'Remove from organisation' }));
    const sheet = screen.getByRole('dialog', { name: 'Remove Ravi Kumar?' });
    expect(within(sheet).getByText(/leaves the organisation at once/)).toHaveFocus();

    host.answer(
      'DELETE /organisation/members/u2',
      ok(null, organisationToasts.removed('Ravi Kumar')),
    );
    host.answer('GET /organisation', ok(organisation({ memberCount: 2 })));
    host.answer('GET /organisation/members', ok(membersPage(members().slice(0, 2))));
    await user.click(within(sheet).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('You are the owner · 2 members')).toBeInTheDocument();
    expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();
    expect(toasts).toContainEqual({
      kind: 'success',
      message: 'Ravi Kumar was removed from the organisation',
    });
  });

  it('hands ownership to a member once asked again', async () => {
    const { user, host, toasts } = await openConsole();
    await user.click(screen.getByRole('button', { name: 'Manage Meera Iyer' }));
    expect(screen.getByRole('button', { name: 'Make member' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hand ownership over' }));
    const sheet = screen.getByRole('dialog', { name: 'Make Meera Iyer the owner' });
    expect(sheet).toHaveTextContent('Meera Iyer becomes the owner, and you become an admin.');

    const handedOver = members('admin').map((m) =>
      m.userId === 'u3' ? { ...m, role: 'owner' as const } : m,
    );
    host.answer(
      'POST /organisation/ownership',
      ok(null, organisationToasts.ownershipHanded('Meera Iyer')),
    );
    host.answer('GET /organisation', ok(organisation({ role: 'admin' })));
    host.answer('GET /organisation/members', ok(membersPage(handedOver)));
    await user.click(within(sheet).getByRole('button', { name: 'Make Meera Iyer the owner' }));

    expect(await screen.findByText('You are an admin · 3 members')).toBeInTheDocument();
    expect(host.calls).toContainEqual({
      url: '/organisation/ownership',
      method: 'POST',
      body: { userId: 'u3' },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Meera Iyer is now the owner' });
    // An admin now: Leave is offered, and the new owner cannot be managed.
    expect(await screen.findByRole('button', { name: 'Leave organisation' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Manage Meera Iyer' })).not.toBeInTheDocument(),
    );
  });

  it('lets an admin remove members only, as the API does', async () => {
    const { user } = await openConsole('admin');
    expect(screen.queryByRole('button', { name: 'Manage Meera Iyer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Kumar' }));
    const sheet = screen.getByRole('dialog', { name: 'Ravi Kumar' });
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close', 'Remove from organisation']);
  });
});
