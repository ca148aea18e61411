import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AddressBookEntry, UserProfile } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { AccountPage } from '../src/features/account/account-page';

const profile: UserProfile = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  whatsappNumber: '+919876543210',
  addressInfo: null,
  portfolio: 'p1',
  isOnboarded: true,
  emailVerified: true,
  role: 'user',
};

const home: AddressBookEntry = {
  _id: 'a2',
  name: 'Ravi Rao',
  mobile: '+919876543210',
  address1: '12 Lake View',
  address2: 'Indiranagar',
  landmark: 'Near the park',
  pincode: '560038',
  district: 'Bangalore',
  state: 'Karnataka',
  country: 'India',
  type: 'Home',
  default: true,
};

const office: AddressBookEntry = {
  ...home,
  _id: 'a1',
  name: 'Old Office',
  address1: '4 Mill Road',
  default: false,
};

const session = { token: 't0k', userId: 'u1', profile, profileStatus: 'loaded' as const };

/** Shows the navigation state a screen was opened with, as the change-email page reads it. */
function EditEmailProbe() {
  const { state } = useLocation();
  return <p>Edit email screen for {(state as { email?: string } | null)?.email}</p>;
}

function renderAccount(addressBook: AddressBookEntry[] | 'hold' = [home]) {
  const host = fakeHost();
  const release = addressBook === 'hold' ? host.hold() : undefined;
  if (addressBook !== 'hold') host.answer({ success: true, result: addressBook });
  const view = renderScreen(<AccountPage />, {
    route: '/account',
    host,
    apis: [authApi],
    session,
    routes: {
      '/home': <p>Home screen</p>,
      '/login': <p>Login screen</p>,
      '/policy': <p>Policy screen</p>,
      '/account/edit-email': <EditEmailProbe />,
      '/account/edit-password': <p>Change password screen</p>,
      '/account/edit-shipping-address': <p>Shipping address screen</p>,
    },
  });
  return { ...view, release };
}

const shippingRow = () => screen.getByRole('link', { name: /Shipping Address/ });

describe('Account', () => {
  it('shows the name, email and a masked password from the store, with no profile reload', async () => {
    const { host } = renderAccount();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(await within(shippingRow()).findByText('12 Lake View, Indiranagar')).toBeInTheDocument();
    // The only call is the address book: the profile comes from the store.
    expect(host.calls).toEqual([{ url: '/addressbook' }]);
  });

  it('shows "Loading..." in the shipping row while the address book loads, then the default address', async () => {
    const { release } = renderAccount('hold');
    expect(within(shippingRow()).getByRole('status')).toHaveTextContent('Loading...');

    release!({ success: true, result: [office, home] });
    const row = shippingRow();
    expect(await within(row).findByText('12 Lake View, Indiranagar')).toBeInTheDocument();
    expect(within(row).getByText('Ravi Rao')).toBeInTheDocument();
    expect(within(row).getByText('Near the park')).toBeInTheDocument();
    expect(within(row).getByText('Bangalore, Karnataka - 560038')).toBeInTheDocument();
    expect(within(row).getByText('+91 9876543210')).toBeInTheDocument();
    expect(within(row).queryByText('Old Office')).not.toBeInTheDocument();
    expect(within(row).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the first entry when none is marked default', async () => {
    renderAccount([office, { ...home, default: false }]);
    expect(await within(shippingRow()).findByText('Old Office')).toBeInTheDocument();
    expect(within(shippingRow()).getByText('4 Mill Road, Indiranagar')).toBeInTheDocument();
  });

  it('invites "Add a shipping address" when the address book is empty, and opens the editor', async () => {
    const { user } = renderAccount([]);
    expect(await within(shippingRow()).findByText('Add a shipping address')).toBeInTheDocument();
    await user.click(shippingRow());
    expect(await screen.findByText('Shipping address screen')).toBeInTheDocument();
  });

  it('shows a spinner until the host has loaded the profile', () => {
    const host = fakeHost();
    host.answer({ success: true, result: [] });
    renderScreen(<AccountPage />, {
      route: '/account',
      host,
      apis: [authApi],
      session: { token: 't0k', userId: 'u1', profile: null, profileStatus: 'loading' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('goes home with the back arrow', async () => {
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('opens Change Email with the email in the navigation state', async () => {
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText('Edit email screen for asha@example.com')).toBeInTheDocument();
  });

  it('opens Change Password', async () => {
    const { user } = renderAccount();
    const change = screen.getByRole('button', { name: 'Change Password' });
    expect(change).toHaveTextContent('Change');
    await user.click(change);
    expect(await screen.findByText('Change password screen')).toBeInTheDocument();
  });

  it('links to the privacy policy', async () => {
    const { user } = renderAccount();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByText('Policy screen')).toBeInTheDocument();
  });

  it("links to the person's organisation", () => {
    renderAccount();
    expect(screen.getByRole('link', { name: 'Your organisation' })).toHaveAttribute(
      'href',
      '/teams',
    );
  });

  it('logs out: clears the session, says so and lands on /login', async () => {
    const { user, store, toasts } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(store.getState().session).toEqual({
      token: null,
      userId: null,
      profile: null,
      profileStatus: 'idle',
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'You are logged out!!!' });
  });
});

describe('Edit Full Name sheet', () => {
  const openSheet = async (view: ReturnType<typeof renderAccount>) => {
    const edit = screen.getByRole('button', { name: 'Edit Full Name' });
    expect(edit).toHaveTextContent('Edit');
    await view.user.click(edit);
    return screen.findByRole('dialog', { name: 'Edit Full Name' });
  };

  it('opens with the current name and keeps Save disabled until the name changes', async () => {
    const view = renderAccount();
    const sheet = await openSheet(view);
    const input = within(sheet).getByLabelText('Full name');
    const save = within(sheet).getByRole('button', { name: 'Save' });
    expect(input).toHaveValue('Asha Rao');
    expect(save).toBeDisabled();

    await view.user.type(input, ' K');
    expect(save).toBeEnabled();
    await view.user.clear(input);
    await view.user.type(input, 'Asha Rao');
    expect(save).toBeDisabled();
  });

  it("accepts only a name's letters, spaces, dots, apostrophes and hyphens while typing", async () => {
    const view = renderAccount();
    const sheet = await openSheet(view);
    const input = within(sheet).getByLabelText('Full name');
    await view.user.clear(input);
    await view.user.type(input, "Priya2 S. D'Souza-Sh@rma!");
    expect(input).toHaveValue("Priya S. D'Souza-Shrma");
  });

  it('saves a name with a dot, an apostrophe and a hyphen as typed', async () => {
    const view = renderAccount();
    const sheet = await openSheet(view);
    const input = within(sheet).getByLabelText('Full name');
    await view.user.clear(input);
    await view.user.type(input, "Priya S. D'Souza-Sharma");
    await view.user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.host.calls).toContainEqual(
        expect.objectContaining({ body: { name: "Priya S. D'Souza-Sharma" } }),
      ),
    );
  });

  it('says "Please enter a valid name" for a blank name and keeps Save disabled', async () => {
    const view = renderAccount();
    const sheet = await openSheet(view);
    const input = within(sheet).getByLabelText('Full name');
    await view.user.clear(input);
    expect(await within(sheet).findByText('Please enter a valid name')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Please enter a valid name');
    await view.user.type(input, '   ');
    expect(within(sheet).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(view.host.calls).toHaveLength(1);
  });

  it('saves the name: busy while sending, then the new name shows and the sheet closes', async () => {
    const view = renderAccount();
    const { user, host, store, toasts } = view;
    await within(shippingRow()).findByText('12 Lake View, Indiranagar');
    const sheet = await openSheet(view);
    const input = within(sheet).getByLabelText('Full name');
    await user.clear(input);
    await user.type(input, '  Asha Kumari ');
    const release = host.hold();
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    const busy = within(sheet).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    expect(busy).toBeDisabled();
    expect(host.calls[1]).toEqual({
      url: '/user/change-username',
      method: 'PATCH',
      body: { name: 'Asha Kumari' },
    });

    release({ success: true, result: { ...profile, name: 'Asha Kumari' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Asha Kumari')).toBeInTheDocument();
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
    expect(store.getState().session.profile?.name).toBe('Asha Kumari');
    expect(toasts).toContainEqual({ kind: 'success', message: 'Name updated successfully.' });
    // No reload of the page or the profile followed.
    expect(host.calls).toHaveLength(2);
  });

  it.each([
    [400, 'Full name must be at most 60 characters.', 'Full name must be at most 60 characters.'],
    [500, '', 'Failed to update name'],
    [
      0,
      'Could not reach Tapfolio. Check your connection and try again.',
      'An error occurred while updating.',
    ],
  ])('shows a failed save (status %i, %j) as %j and stays open', async (status, message, toast) => {
    const view = renderAccount();
    const { user, host, store, toasts } = view;
    const sheet = await openSheet(view);
    const input = within(sheet).getByLabelText('Full name');
    await user.type(input, ' Kumari');
    host.fail(status, message);
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: toast }));
    expect(screen.getByRole('dialog', { name: 'Edit Full Name' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(store.getState().session.profile?.name).toBe('Asha Rao');
  });

  it("puts the server's field message on the name", async () => {
    const view = renderAccount();
    const sheet = await openSheet(view);
    await view.user.type(within(sheet).getByLabelText('Full name'), ' Kumari');
    view.host.fail(400, 'Please check the highlighted fields', {
      name: 'Full name must be at most 60 characters.',
    });
    await view.user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(
      await within(sheet).findByText('Full name must be at most 60 characters.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByLabelText('Full name')).toHaveFocus());
    expect(view.toasts).toContainEqual({
      kind: 'error',
      message: 'Please check the highlighted fields',
    });
  });

  it('holds focus inside while open, closes on Escape and gives focus back to Edit', async () => {
    const view = renderAccount();
    const { user } = view;
    const edit = screen.getByRole('button', { name: 'Edit Full Name' });
    const sheet = await openSheet(view);
    const input = within(sheet).getByLabelText('Full name');
    expect(input).toHaveFocus();

    await user.type(input, ' K');
    const save = within(sheet).getByRole('button', { name: 'Save' });
    await user.tab();
    expect(save).toHaveFocus();
    // Past the last control, Tab comes round inside the sheet instead of leaving for the page
    // behind it (which jsdom's tab order would reach: the Back button comes first there).
    await user.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(save).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(view.host.calls).toHaveLength(1);
  });

  it('closes without saving', async () => {
    const view = renderAccount();
    const sheet = await openSheet(view);
    await view.user.type(within(sheet).getByLabelText('Full name'), ' Kumari');
    await view.user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(view.host.calls).toHaveLength(1);

    // Reopened, it starts again from the current name.
    const again = await openSheet(view);
    expect(within(again).getByLabelText('Full name')).toHaveValue('Asha Rao');
  });
});
