import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { ok, renderConsole } from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

const nav = () => within(screen.getByRole('navigation', { name: 'Back office' }));

describe('Roles', () => {
  it('is an admin place: in the navigation and its form for admins', async () => {
    const { user, host, toasts } = renderConsole('/backoffice/roles', { role: 'admin' });
    expect(nav().getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Roles' })).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('staff');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User', 'Staff', 'Admin']);

    await user.click(screen.getByRole('button', { name: 'Save role' }));
    const email = screen.getByRole('textbox', { name: 'E-mail of the account' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Enter the e-mail of the account');
    expect(host.calls).toEqual([]);

    await user.type(email, 'Maya@Example.com');
    await user.selectOptions(role, 'admin');
    host.answer(ok({ email: 'maya@example.com', role: 'admin' }, 'Role saved'));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('maya@example.com is now admin.')).toBeInTheDocument();
    expect(host.calls).toEqual([
      {
        url: '/admin/roles',
        method: 'PUT',
        body: { email: 'maya@example.com', role: 'admin' },
      },
    ]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Role saved' });
  });

  it("shows the server's refusal, and its field messages on the field", async () => {
    const host = fakeHost();
    const { user } = renderConsole('/backoffice/roles', { host, role: 'admin' });
    const email = screen.getByRole('textbox', { name: 'E-mail of the account' });
    await user.type(email, 'ravi@tapfolio.app');
    host.fail(409, 'You cannot change your own role');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('You cannot change your own role');
    expect(refusal).toHaveFocus();

    host.fail(404, 'No account has this e-mail', { email: 'No account has this e-mail' });
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('No account has this e-mail'));
  });

  it('is hidden from staff, and refused if they go there', () => {
    renderConsole('/backoffice/roles', { role: 'staff' });
    expect(nav().queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Dashboard', 'Products', 'Categories', 'Invoices', 'Audit log']);
    expect(screen.getByRole('alert')).toHaveTextContent('Only an admin can do this');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
