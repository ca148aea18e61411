import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { loadCatalogue } from 'shared-contracts';
import type { HostRequest } from 'web-kit';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  pass,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { todayInIndia } from 'shared-contracts';
import { formatDay } from '../src/features/contacts/contact-days';
import { SEARCH_DELAY_MS } from '../src/features/contacts/contacts-screen';
import { callsOf, contacts, contactsHost, failed, ok, type Routes } from './fixtures/contacts';
import { renderEditor } from './fixtures/editor';

const LIST = '/portfolio/leads';
const today = todayInIndia();
/** Ravi's follow-up is today (due), Sam's far ahead. */
const dated = contacts.map((contact) =>
  contact._id === 'c-ravi'
    ? { ...contact, followUpOn: today }
    : contact._id === 'c-sam'
      ? { ...contact, followUpOn: '2099-04-02' }
      : contact,
);

async function openList(routes: Routes = {}, list = dated, language?: 'hi') {
  installFakeClock();
  const host = contactsHost(routes, list);
  const view = renderEditor('/edit-profile/contacts', [], {
    host,
    ...(language && { language: await loadCatalogue(language) }),
  });
  await nextFrame();
  return { ...view, host, user: clockedUser() };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Contacts' }))
    .getAllByRole('listitem', { name: /./ })
    .filter((item) => item.getAttribute('aria-labelledby')?.startsWith('contact-'))
    .map((item) => within(item).getByRole('heading').textContent);
const item = (name: string) => screen.getByRole('listitem', { name });
const listCalls = (calls: HostRequest[]) => callsOf(calls, 'GET', LIST).map((call) => call.params);

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
  removeFakeClock();
  rs.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Object.assign(URL, { revokeObjectURL: () => {} });
});

describe('Contacts: the list', () => {
  it('is an entry of the editor menu, beside Integrations', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const sharing = within(await screen.findByRole('navigation', { name: 'Sharing' }));
    expect(sharing.getByRole('link', { name: /^Integrations/ })).toHaveAttribute(
      'href',
      '/edit-profile/integrations',
    );
    await user.click(sharing.getByRole('link', { name: /^Contacts/ }));
    await nextFrame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
  });

  it('lists everyone newest first: work, where and when met, follow-up (due today), tags', async () => {
    await openList();
    await screen.findByRole('list', { name: 'Contacts' });
    expect(names()).toEqual(['Ravi Kumar', 'Sam Das', 'Meera Iyer']);

    const ravi = item('Ravi Kumar');
    expect(ravi).toHaveTextContent('Kumar & Sons · Director');
    expect(ravi).toHaveTextContent('Met at Mumbai Expo · 12 Mar 2025');
    expect(within(ravi).getByText(`Follow up on ${formatDay(today, 'en')}`)).toHaveTextContent(
      'Due',
    );
    expect(
      within(within(ravi).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['printing', 'Hot lead']);
    expect(within(ravi).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      '/edit-profile/contacts/c-ravi',
    );
    expect(within(ravi).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/edit-profile/contacts/c-ravi',
    );

    const sam = item('Sam Das');
    expect(sam).toHaveTextContent('Follow up on 2 Apr 2099');
    expect(within(sam).queryByText('Due')).not.toBeInTheDocument();
    expect(item('Meera Iyer')).toHaveTextContent('Please send your price list');
  });

  it('offers call, mail and WhatsApp only for what the contact has', async () => {
    await openList();
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
    expect(meera.getByRole('link', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(item('Sam Das')).queryByRole('link', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses, not at every key', async () => {
    const { host, user } = await openList();
    await screen.findByRole('list', { name: 'Contacts' });
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'kumar');
    expect(listCalls(host.calls)).toEqual([{}]);

    await pass(SEARCH_DELAY_MS);
    await nextFrame();
    expect(listCalls(host.calls)).toEqual([{}, { q: 'kumar' }]);
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar']));
  });

  it('filters by tag, event and source, and says when nothing matches', async () => {
    const { host, user } = await openList();
    await screen.findByRole('list', { name: 'Contacts' });
    const tag = screen.getByRole('combobox', { name: 'Tag' });
    expect(
      within(tag)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All tags', 'Hot lead', 'printing']);
    await user.selectOptions(tag, 'printing');
    await nextFrame();
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar', 'Sam Das']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Typed in');
    await nextFrame();
    await waitFor(() => expect(names()).toEqual(['Sam Das']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Mumbai Expo');
    await nextFrame();
    expect(await screen.findByText('No contacts match.')).toBeInTheDocument();
    expect(listCalls(host.calls).at(-1)).toEqual({
      tag: 'printing',
      source: 'typed',
      event: 'Mumbai Expo',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await nextFrame();
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar', 'Sam Das', 'Meera Iyer']));
  });

  it('asks before deleting; deletes once confirmed, and says so', async () => {
    let list = dated;
    const { host, user, toasts } = await openList({
      'GET /portfolio/leads': () => ok(list),
      'DELETE /portfolio/leads/c-sam': () => {
        list = list.filter((c) => c._id !== 'c-sam');
        return ok({ deleted: true });
      },
    });
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(within(item('Sam Das')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this contact?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sam Das: Their details will be removed from Tapfolio.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await nextFrame();
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar', 'Meera Iyer']));
    expect(toasts).toEqual([{ kind: 'success', message: 'Contact deleted.' }]);
    expect(callsOf(host.calls, 'DELETE', '/portfolio/leads/c-sam')).toHaveLength(1);
  });

  it('keeps the contact and says so when deleting fails', async () => {
    const { user, toasts } = await openList({
      'DELETE /portfolio/leads/c-sam': () => failed(404),
    });
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(within(item('Sam Das')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await nextFrame();
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'error', message: 'Failed to delete the contact. Please try again.' },
      ]),
    );
    expect(names()).toEqual(['Ravi Kumar', 'Sam Das', 'Meera Iyer']);
  });

  it('downloads the API’s CSV for Google Contacts and its vCard of everyone', async () => {
    const csv = new Blob(['First Name,Last Name\r\nRavi,Kumar\r\n'], { type: 'text/csv' });
    const vcf = new Blob(['BEGIN:VCARD\r\nEND:VCARD\r\n'], { type: 'text/vcard' });
    const { host, user } = await openList({
      'GET /portfolio/leads/export': (request) => ({
        data: request.params?.format === 'csv' ? csv : vcf,
      }),
    });
    await screen.findByRole('list', { name: 'Contacts' });
    const files = catchDownloads();
    const exported = within(screen.getByRole('region', { name: 'Export' }));
    await user.click(exported.getByRole('button', { name: 'CSV for Google Contacts' }));
    await nextFrame();
    await user.click(exported.getByRole('button', { name: 'vCard (all contacts)' }));
    await nextFrame();

    await waitFor(() =>
      expect(files.map((file) => file.name)).toEqual([
        'tapfolio-contacts.csv',
        'tapfolio-contacts.vcf',
      ]),
    );
    expect(files.map((file) => file.blob)).toEqual([csv, vcf]);
    const asked = callsOf(host.calls, 'GET', '/portfolio/leads/export');
    expect(asked.map((call) => [call.params, call.responseType])).toEqual([
      [{ format: 'csv' }, 'blob'],
      [{ format: 'vcf' }, 'blob'],
    ]);
  });

  it('says when an export fails', async () => {
    const { user, toasts } = await openList({
      'GET /portfolio/leads/export': () => failed(500),
    });
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(screen.getByRole('button', { name: 'CSV for Google Contacts' }));
    await nextFrame();
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'Failed to download. Please try again.' }]),
    );
  });

  it('saves one contact as a vCard that ical.js reads back: tags, where met, follow-up', async () => {
    const { user } = await openList();
    await screen.findByRole('list', { name: 'Contacts' });
    const files = catchDownloads();
    await user.click(within(item('Ravi Kumar')).getByRole('button', { name: 'Save as vCard' }));

    expect(files.map((file) => file.name)).toEqual(['Ravi Kumar.vcf']);
    const card = new ICAL.Component(ICAL.parse(await files[0]!.blob.text()));
    expect(card.getFirstPropertyValue('fn')).toBe('Ravi Kumar');
    expect(card.getFirstPropertyValue('title')).toBe('Director');
    expect(card.getFirstProperty('categories')?.getValues()).toEqual(['printing', 'Hot lead']);
    expect(card.getFirstPropertyValue('note')).toBe(
      `Met at Mumbai Expo\nMet on 2025-03-12\nFollow up on ${today}`,
    );
  });

  it('with no contact yet: Add contact, and Share my card; nothing to filter or export', async () => {
    await openList({}, []);
    expect(
      await screen.findByRole('heading', { name: 'No one has shared their details yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add contact' })).toHaveAttribute(
      'href',
      '/edit-profile/contacts/new',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'CSV for Google Contacts' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Share my card' })).toBeInTheDocument();
  });

  it('says the load failed; Try again asks again', async () => {
    let answer = () => failed();
    const { host, user } = await openList({ 'GET /portfolio/leads': () => answer() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load contacts. Please try again.',
    );
    answer = () => ok(dated);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await nextFrame();
    await screen.findByRole('list', { name: 'Contacts' });
    expect(listCalls(host.calls)).toHaveLength(2);
  });
});

describe('Contacts in Hindi', () => {
  it('searches, filters and marks a due follow-up in Hindi', async () => {
    await openList({}, dated, 'hi');
    const list = await screen.findByRole('list', { name: 'संपर्क' });
    const ravi = within(list).getByRole('listitem', { name: 'Ravi Kumar' });
    expect(ravi).toHaveTextContent('Mumbai Expo में मिले · 12 मार्च 2025');
    expect(within(ravi).getByText('अब करें')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'संपर्क खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'कैसे मिला' })).toHaveDisplayValue('सभी');
    expect(screen.getByRole('link', { name: 'संपर्क जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google कॉन्टैक्ट्स के लिए CSV' })).toBeInTheDocument();
    expect(screen.queryByText('Add contact')).not.toBeInTheDocument();
  });
});
