import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserProfile } from 'shared-contracts';
import { fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { authApi } from '../src/api';
import { AccountPage } from '../src/features/account/account-page';
import { localDate } from '../src/features/account/local-date';

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

/** What the browser was asked to download: the anchor's name and the object URL's bytes. */
let saved: { name: string; href: string }[];
let blobs: Blob[];

beforeEach(() => {
  saved = [];
  blobs = [];
  rs.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:tapfolio/archive';
  });
  rs.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});

afterEach(() => {
  rs.restoreAllMocks();
});

/** The account screen; its calls after the first (the address book) are the test's. */
function renderAccount() {
  const host = fakeHost();
  host.answer({ success: true, result: [] });
  const view = renderScreen(<AccountPage />, {
    route: '/account',
    host,
    apis: [authApi],
    session: { token: 't0k', userId: 'u1', profile, profileStatus: 'loaded' },
    routes: {
      '/login': <p>Login screen</p>,
      '/account/nfc-cards': <p>My NFC cards screen</p>,
    },
  });
  return { ...view, sent: () => host.calls.slice(1) };
}

const exportRow = () => screen.getByRole('button', { name: /Download my data/ });

describe('Account: My NFC cards', () => {
  it('opens the cards screen', async () => {
    const { user } = renderAccount();
    await user.click(screen.getByRole('link', { name: 'My NFC cards' }));
    expect(await screen.findByText('My NFC cards screen')).toBeInTheDocument();
  });
});

describe('Download my data', () => {
  it("asks the host for the archive as a file, with no time limit, and saves it under today's name", async () => {
    const view = renderAccount();
    const host = view.host;
    const deliver = host.hold();
    await view.user.click(exportRow());

    // Busy while the server builds the archive.
    expect(within(exportRow()).getByRole('status')).toHaveTextContent('Preparing your archive...');
    expect(exportRow()).toBeDisabled();
    // The host adds the session's bearer token (the shell's host-request tests).
    expect(view.sent()).toEqual([{ url: '/user/export', responseType: 'blob', timeoutMs: 0 }]);

    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    deliver(new Blob([zip], { type: 'application/zip' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    expect(saved[0]).toEqual({
      name: `tapfolio-data-${today}.zip`,
      href: 'blob:tapfolio/archive',
    });
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(zip);
    await waitFor(() => expect(exportRow()).toBeEnabled());
    expect(within(exportRow()).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['the server fails', (host: FakeHost) => host.fail(500, 'boom')],
    ['no answer comes', (host: FakeHost) => host.fail(0, '')],
  ])('says so when %s, and saves nothing', async (_, answer) => {
    const { user, toasts, host } = renderAccount();
    answer(host);
    await user.click(exportRow());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'Failed to prepare your data. Please try again.',
      }),
    );
    expect(saved).toEqual([]);
    expect(exportRow()).toBeEnabled();
  });

  it('leaves a refused token to the host, which ends the session: no toast of its own', async () => {
    const { user, toasts, host } = renderAccount();
    host.fail(401, 'Please sign in to continue');
    await user.click(exportRow());
    await waitFor(() => expect(exportRow()).toBeEnabled());
    expect(toasts).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('names the file by the local calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDate(new Date(2026, 10, 23, 0, 1))).toBe('2026-11-23');
  });
});

describe('Delete my account', () => {
  const openDialog = async (view: ReturnType<typeof renderAccount>) => {
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('dialog', { name: 'Delete my account' });
  };

  it('asks for the password and explains what goes, sending nothing yet', async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    expect(dialog).toHaveTextContent(/Orders are kept for accounting/);
    expect(within(dialog).getByLabelText('Enter your password to confirm')).toHaveFocus();

    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    // The click put focus on the button; the refused field takes it back.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Enter your password to confirm')).toHaveFocus(),
    );
    expect(view.sent()).toEqual([]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.store.getState().session.token).toBe('t0k');
  });

  it('shows a wrong password at the field and keeps the session', async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    const field = within(dialog).getByLabelText('Enter your password to confirm');
    await view.user.type(field, 'not-my-password');
    view.host.fail(401, 'Current password is incorrect');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Current password is incorrect');
    await waitFor(() => expect(field).toHaveFocus());
    // The 401 is this call's own answer: the host is told not to take it for a dead session.
    expect(view.sent()).toEqual([
      {
        url: '/user/account',
        method: 'DELETE',
        body: { password: 'not-my-password' },
        unauthorized: 'error',
      },
    ]);
    expect(view.store.getState().session.token).toBe('t0k');
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it("puts the password's field message on the field when the API answers 400", async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    const field = within(dialog).getByLabelText('Enter your password to confirm');
    await view.user.type(field, 'not-my-password');
    view.host.fail(400, 'Current password is incorrect', {
      password: 'Current password is incorrect',
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Current password is incorrect'));
    expect(view.toasts.filter((toast) => toast.kind === 'error')).toEqual([]);
    expect(view.store.getState().session.token).toBe('t0k');
  });

  it('ends the session when the token itself is refused', async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    await view.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'pw1');
    view.host.fail(401, 'Please sign in to continue');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(view.store.getState().session.token).toBeNull());
    expect(within(dialog).queryByText('Current password is incorrect')).not.toBeInTheDocument();
  });

  it('tells a refused deletion apart from a wrong password', async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    await view.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'pw1');
    view.host.fail(0, '');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(view.toasts).toContainEqual({
        kind: 'error',
        message: 'Failed to delete your account. Please try again.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Delete my account' })).toBeInTheDocument();
    expect(view.store.getState().session.token).toBe('t0k');
  });

  it('deletes the account, ends the session on this device and goes to /login', async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    await view.user.type(
      within(dialog).getByLabelText('Enter your password to confirm'),
      'Secret#123',
    );
    view.host.answer({ success: true, result: null });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(view.sent()[0]?.body).toEqual({ password: 'Secret#123' });
    expect(view.toasts).toContainEqual({
      kind: 'success',
      message: 'Your account has been deleted.',
    });
    expect(view.store.getState().session).toEqual({
      token: null,
      userId: null,
      profile: null,
      profileStatus: 'idle',
    });
  });
});
