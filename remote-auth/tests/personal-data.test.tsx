import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserProfile } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { AccountPage } from '../src/features/account/account-page';
import { localDate } from '../src/features/personal-data/save-blob';

const profile: UserProfile = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+919876543210',
  whatsappNumber: '+919876543210',
  addressInfo: null,
  portfolio: 'p1',
  isOnboarded: true,
};

/** The API's side of the calls that go out with fetch (the archive, the deletion). */
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
let sent: Sent[];
let answers: (() => Promise<Response>)[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the browser was asked to download: the anchor's name and the object URL's bytes. */
let saved: { name: string; href: string }[];
let blobs: Blob[];

beforeEach(() => {
  sent = [];
  answers = [];
  saved = [];
  blobs = [];
  rs.stubGlobal(
    'fetch',
    rs.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const next = answers.shift();
      if (!next) throw new Error(`No answer queued for ${url}`);
      return next();
    }),
  );
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
  rs.unstubAllGlobals();
  rs.restoreAllMocks();
});

function renderAccount() {
  const host = fakeHost();
  host.answer({ success: true, result: [] });
  return renderScreen(<AccountPage />, {
    route: '/account',
    host,
    apis: [authApi],
    session: { token: 't0k', userId: 'u1', profile, profileStatus: 'loaded' },
    routes: {
      '/login': <p>Login screen</p>,
      '/account/nfc-cards': <p>My NFC cards screen</p>,
    },
  });
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
  it("fetches the archive with the session's token and saves it under today's name", async () => {
    const { user } = renderAccount();
    let deliver: (response: Response) => void = () => {};
    answers.push(() => new Promise((resolve) => (deliver = resolve)));
    await user.click(exportRow());

    // Busy while the server builds the archive.
    expect(within(exportRow()).getByRole('status')).toHaveTextContent('Preparing your archive...');
    expect(exportRow()).toBeDisabled();
    expect(sent).toEqual([
      {
        url: '/api/v1/user/export',
        method: 'GET',
        headers: { Authorization: 'Bearer t0k' },
        body: undefined,
      },
    ]);

    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    deliver(new Response(zip, { status: 200, headers: { 'content-type': 'application/zip' } }));

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
    ['the server fails', () => Promise.resolve(json(500, { success: false, message: 'boom' }))],
    ['no answer comes', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says so when %s, and saves nothing', async (_, answer) => {
    const { user, toasts } = renderAccount();
    answers.push(answer);
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

  it('names the file by the local calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDate(new Date(2026, 10, 23, 0, 1))).toBe('2026-11-23');
  });
});

describe('Delete my account', () => {
  const openDialog = async (view: ReturnType<typeof renderAccount>) => {
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    return screen.getByRole('dialog', { name: 'Delete my account' });
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
    expect(sent).toEqual([]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.store.getState().session.token).toBe('t0k');
  });

  it('shows a wrong password at the field and keeps the session', async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    const field = within(dialog).getByLabelText('Enter your password to confirm');
    await view.user.type(field, 'not-my-password');
    answers.push(async () =>
      json(401, { success: false, message: 'Current password is incorrect', code: 'UNAUTHORIZED' }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Current password is incorrect');
    await waitFor(() => expect(field).toHaveFocus());
    expect(sent).toEqual([
      {
        url: '/api/v1/user/account',
        method: 'DELETE',
        headers: { Authorization: 'Bearer t0k', 'Content-Type': 'application/json' },
        body: { password: 'not-my-password' },
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
    answers.push(async () =>
      json(400, {
        success: false,
        message: 'Current password is incorrect',
        code: 'BAD_REQUEST',
        fields: { password: 'Current password is incorrect' },
      }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Current password is incorrect'));
    expect(view.toasts.filter((toast) => toast.kind === 'error')).toEqual([]);
    expect(view.store.getState().session.token).toBe('t0k');
  });

  it('ends the session when the token itself is refused', async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    await view.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'pw1');
    answers.push(async () =>
      json(401, { success: false, message: 'Please sign in to continue', code: 'UNAUTHORIZED' }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(view.store.getState().session.token).toBeNull());
    expect(within(dialog).queryByText('Current password is incorrect')).not.toBeInTheDocument();
  });

  it('tells a refused deletion apart from a wrong password', async () => {
    const view = renderAccount();
    const dialog = await openDialog(view);
    await view.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'pw1');
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
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
    answers.push(async () => json(200, { success: true, result: null }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ password: 'Secret#123' });
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
