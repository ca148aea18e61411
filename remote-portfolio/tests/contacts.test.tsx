import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { HostResult } from 'web-kit';
import { failed, leads, leadsHost, ok } from './fixtures/leads';
import { renderEditor } from './fixtures/editor';

function renderContacts(
  list: () => HostResult<unknown> | Promise<HostResult<unknown>> = () => ok(leads),
  remove?: (id: string) => HostResult<unknown>,
  route = '/edit-profile/contacts',
) {
  return renderEditor(route, [], { host: leadsHost(list, remove) });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Contacts' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);
const item = (name: string) => screen.getByRole('listitem', { name });

/** jsdom has no object URLs and cannot follow a download: both are the browser's part. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (made: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, made);
      return url;
    },
    revokeObjectURL: () => {},
  });
  rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return files;
}

afterEach(() => {
  rs.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  // A download lets go of its URL a second after the click, maybe after its test has ended.
  Object.assign(URL, { revokeObjectURL: () => {} });
});

describe('Contacts', () => {
  it('is an entry of the editor menu’s Sharing list', async () => {
    const { user } = renderEditor('/edit-profile', [], { host: leadsHost(() => ok(leads)) });
    const sharing = screen.getByRole('navigation', { name: 'Sharing' });
    await user.click(within(sharing).getByRole('link', { name: /^Contacts/ }));
    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Contacts' });
  });

  it('lists the contacts newest first, with what they shared and when', async () => {
    renderContacts();
    await screen.findByRole('list', { name: 'Contacts' });
    expect(names()).toEqual(['Ravi Kumar', 'Sam', 'Meera Iyer']);

    const ravi = item('Ravi Kumar');
    expect(ravi).toHaveTextContent('Kumar & Sons, Pvt');
    expect(ravi).toHaveTextContent('+91 98765 43210 · ravi@kumar.example');
    expect(ravi).toHaveTextContent('Met at the expo; wants "bulk" cards for 40 people');
    expect(within(ravi).getByText('12 Mar 2025')).toHaveAttribute(
      'datetime',
      '2025-03-12T12:00:00.000Z',
    );
  });

  it('offers call, mail and WhatsApp only for what the visitor gave', async () => {
    renderContacts();
    await screen.findByRole('list', { name: 'Contacts' });
    const ravi = within(item('Ravi Kumar'));
    expect(ravi.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(ravi.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      'mailto:ravi@kumar.example',
    );
    expect(ravi.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );

    const meera = within(item('Meera Iyer'));
    expect(meera.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(meera.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(meera.getByRole('link', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(item('Sam')).queryByRole('link', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it('asks before deleting; Cancel keeps the contact', async () => {
    const { host, user } = renderContacts();
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(within(item('Sam')).getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this contact?' });
    expect(dialog).toHaveAccessibleDescription('Sam: Their details will be removed from Tapfolio.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(names()).toEqual(['Ravi Kumar', 'Sam', 'Meera Iyer']);
    expect(host.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('deletes the contact once confirmed, and says so', async () => {
    const { host, user, toasts } = renderContacts();
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(within(item('Sam')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(names()).toEqual(['Ravi Kumar', 'Meera Iyer']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'success', message: 'Contact deleted.' }]);
    expect(host.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/portfolio/leads/lead-mid',
    ]);
  });

  it('keeps the contact and says so when deleting fails', async () => {
    const { user, toasts } = renderContacts(undefined, () => failed(404));
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(within(item('Sam')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'error', message: 'Failed to delete the contact. Please try again.' },
      ]),
    );
    expect(names()).toEqual(['Ravi Kumar', 'Sam', 'Meera Iyer']);
  });

  it('downloads every contact as CSV, quoted where needed and with formulas defused', async () => {
    const { user } = renderContacts();
    await screen.findByRole('list', { name: 'Contacts' });
    const files = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(files.map((file) => file.name)).toEqual(['tapfolio-contacts.csv']);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await files[0]!.blob.text()).toBe(
      [
        'Name,Phone,E-mail,Company,Note,Shared on',
        'Ravi Kumar,+919876543210,ravi@kumar.example,"Kumar & Sons, Pvt","Met at the expo; wants ""bulk"" cards\nfor 40 people",2025-03-12T12:00:00.000Z',
        `Sam,+919123456789,,"'=HYPERLINK(""http://evil.example"")",,2025-03-05T12:00:00.000Z`,
        'Meera Iyer,,meera@example.com,,,2025-03-01T12:00:00.000Z',
        '',
      ].join('\r\n'),
    );
  });

  it('saves one contact as a vCard made in the browser', async () => {
    const { user } = renderContacts();
    await screen.findByRole('list', { name: 'Contacts' });
    const files = catchDownloads();
    await user.click(within(item('Ravi Kumar')).getByRole('button', { name: 'Save as vCard' }));

    expect(files.map((file) => file.name)).toEqual(['Ravi Kumar.vcf']);
    expect(files[0]!.blob.type).toBe('text/vcard;charset=utf-8');
    expect(await files[0]!.blob.text()).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Kumar;Ravi;;;',
        'FN:Ravi Kumar',
        'ORG:Kumar & Sons\\, Pvt',
        'EMAIL;TYPE=INTERNET,PREF:ravi@kumar.example',
        'TEL;TYPE=CELL:+919876543210',
        'NOTE:Met at the expo\\; wants "bulk" cards\\nfor 40 people',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it("keeps a visitor's note as text in the vCard: `$'` and `$``, which a replace would expand, add no lines", async () => {
    const note = "Call me $' or $` later";
    const { user } = renderContacts(() => ok([{ ...leads[0]!, note }]));
    await screen.findByRole('list', { name: 'Contacts' });
    const files = catchDownloads();
    await user.click(within(item('Meera Iyer')).getByRole('button', { name: 'Save as vCard' }));

    expect(await files[0]!.blob.text()).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Iyer;Meera;;;',
        'FN:Meera Iyer',
        'EMAIL;TYPE=INTERNET,PREF:meera@example.com',
        "NOTE:Call me $' or $` later",
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('says how a first contact comes, with Share my card and nothing to download', async () => {
    const { user } = renderContacts(() => ok([]));
    expect(
      await screen.findByRole('heading', { name: 'No one has shared their details yet.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Share your card: a visitor taps "Share your details" on it, and their name and number land here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    // No share sheet in jsdom: the card's link goes to the clipboard, as Home's Share does.
    await user.click(await screen.findByRole('button', { name: 'Share my card' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/portfolio/u1`),
    );
  });

  it('shows a loading state, then says the load failed; Try again asks again', async () => {
    let answer: () => HostResult<unknown> | Promise<HostResult<unknown>> = () =>
      new Promise((resolve) => (release = resolve));
    let release: (value: HostResult<unknown>) => void = () => {};
    const { host, user } = renderContacts(() => answer());
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    release(failed());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load contacts. Please try again.',
    );

    answer = () => ok(leads);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Contacts' });
    expect(host.calls.filter((call) => call.url === '/portfolio/leads')).toHaveLength(2);
  });
});
