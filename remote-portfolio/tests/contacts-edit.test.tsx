import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { Contact } from 'shared-contracts';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { callsOf, contacts, contactsHost, failed, ok, type Routes } from './fixtures/contacts';
import { renderEditor } from './fixtures/editor';

const [meera, ravi] = contacts as [Contact, Contact, Contact];

async function openContact(contact: Contact, routes: Routes = {}) {
  installFakeClock();
  const host = contactsHost({
    [`GET /portfolio/leads/${contact._id}`]: () => ok(contact),
    [`PUT /portfolio/leads/${contact._id}`]: (r) => ok({ ...contact, ...(r.body as object) }),
    ...routes,
  });
  const view = renderEditor(`/edit-profile/contacts/${contact._id}`, [], { host });
  await nextFrame();
  await screen.findByLabelText('Name');
  return { ...view, host, user: clockedUser() };
}
const field = (label: string) => screen.getByLabelText(label);

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

describe('A contact', () => {
  it('opens from the list, its whole form filled, and saves it whole with PUT', async () => {
    const { host, user, toasts } = await openContact(ravi);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ravi Kumar');
    expect(field('Designation')).toHaveValue('Director');
    expect(field('Where you met')).toHaveValue('Mumbai Expo');
    expect(field('Date met')).toHaveValue('2025-03-12');
    expect(field('Follow-up date')).toHaveValue('2025-03-20');
    expect(screen.getByRole('img', { name: 'Photo of their card' })).toHaveAttribute(
      'src',
      expect.stringContaining('portfolios%2Fu1%2Fcard.jpg'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove tag Hot lead' }));
    await user.clear(field('Follow-up date'));
    await user.type(field('Notes'), 'Sent the quote');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();

    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Contact saved.' }]));
    expect(callsOf(host.calls, 'PUT', '/portfolio/leads/c-ravi').map((c) => c.body)).toEqual([
      {
        name: 'Ravi Kumar',
        phoneNumber: '+919876543210',
        email: 'ravi@kumar.example',
        company: 'Kumar & Sons',
        designation: 'Director',
        tags: ['printing'],
        metAt: 'Mumbai Expo',
        metOn: '2025-03-12',
        notes: 'Sent the quote',
        photoKey: 'portfolios/u1/card.jpg',
      },
    ]);
    await nextFrame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
  });

  it('checks the form with the same rules before sending', async () => {
    const { host, user } = await openContact(ravi);
    await user.clear(field('Phone'));
    await user.clear(field('E-mail'));
    await user.clear(field('Website'));
    await user.type(field('Website'), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();
    expect(await screen.findByText('Give a phone number or an e-mail')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid website, such as example.com'),
    ).toBeInTheDocument();
    expect(callsOf(host.calls, 'PUT', '/portfolio/leads/c-ravi')).toEqual([]);
  });

  it('shows what a visitor wrote, read-only, beside the owner’s own notes', async () => {
    await openContact(meera);
    const message = screen.getByRole('region', { name: 'Their message' });
    expect(message).toHaveTextContent('Please send your price list');
    expect(within(message).queryByRole('textbox')).not.toBeInTheDocument();
    expect(field('Notes')).toHaveValue('');
  });

  it('lets the owner drop the kept photo', async () => {
    const { host, user } = await openContact(ravi);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Photo of their card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await nextFrame();
    await waitFor(() =>
      expect(callsOf(host.calls, 'PUT', '/portfolio/leads/c-ravi')).toHaveLength(1),
    );
    expect(callsOf(host.calls, 'PUT', '/portfolio/leads/c-ravi')[0]!.body).not.toHaveProperty(
      'photoKey',
      expect.anything(),
    );
  });

  it('deletes after asking, then goes back to the list', async () => {
    const { host, user, toasts } = await openContact(ravi, {
      'DELETE /portfolio/leads/c-ravi': () => ok({ deleted: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await nextFrame();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Contact deleted.' }]));
    expect(callsOf(host.calls, 'DELETE', '/portfolio/leads/c-ravi')).toHaveLength(1);
    await nextFrame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
  });

  it('says when the contact cannot be loaded', async () => {
    installFakeClock();
    const host = contactsHost({ 'GET /portfolio/leads/c-gone': () => failed(404) });
    renderEditor('/edit-profile/contacts/c-gone', [], { host });
    await nextFrame();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the contact. Please try again.',
    );
  });
});
