import { describe, expect, it } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import type { AddressBookEntry } from 'shared-contracts';
import { resourceChanged } from '../src/host/resources';
import { useHostResource } from '../src/host/use-host-resource';
import { fakeHost, renderScreen } from '../src/testing';
import { lentReaders } from '../src/testing/lent-resources';

const entry = (name: string): AddressBookEntry => ({
  _id: 'a1',
  name,
  mobile: '+919876543210',
  address1: '12 Lake View',
  address2: '',
  landmark: '',
  pincode: '560038',
  district: 'Bangalore',
  state: 'Karnataka',
  country: 'India',
  type: 'Home',
  default: true,
});
const book = (name: string) => ({ success: true, result: [entry(name)] });

/** A screen of another remote that shows whose address the book holds. */
function Reader({ label }: { label: string }) {
  const addresses = useHostResource('AddressBook');
  return (
    <section aria-label={label}>
      {addresses.isLoading && <p>Loading</p>}
      {addresses.data?.map((address) => (
        <p key={address._id}>{address.name}</p>
      ))}
      {addresses.isError && (
        <button type="button" onClick={addresses.refetch}>
          Retry
        </button>
      )}
    </section>
  );
}

describe("another remote's resource (useHostResource)", () => {
  it("is read from its owner's slice, asked once for two screens, and again once a change is announced", async () => {
    const host = fakeHost();
    host.answer(book('Asha Rao'));
    const { store } = renderScreen(
      <>
        <Reader label="Cart" />
        <Reader label="Review" />
      </>,
      { host },
    );
    expect(screen.getAllByText('Loading')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText('Asha Rao')).toHaveLength(2));
    expect(host.calls).toEqual([{ url: '/addressbook' }]);

    host.answer(book('Asha R. Menon'));
    act(() => {
      store.dispatch(resourceChanged('AddressBook'));
    });
    await waitFor(() => expect(screen.getAllByText('Asha R. Menon')).toHaveLength(2));
    expect(host.calls).toEqual([{ url: '/addressbook' }, { url: '/addressbook' }]);
  });

  it('shows a failed load while its owner cannot load, and Retry asks the host for it again', async () => {
    const host = fakeHost();
    const asked: string[] = [];
    let ownerUp = false;
    host.resource = async (name) => {
      asked.push(name);
      if (!ownerUp) throw new Error('remote-auth is not available');
      return lentReaders[name] as never;
    };
    const { user } = renderScreen(<Reader label="Cart" />, { host });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(asked).toEqual(['AddressBook', 'AddressBook']);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

    ownerUp = true;
    host.answer(book('Asha Rao'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows the owner's failed answer, and Retry asks the owner's slice again", async () => {
    const host = fakeHost();
    host.fail(500, 'Address book is down');
    const { user } = renderScreen(<Reader label="Cart" />, { host });
    host.answer(book('Asha Rao'));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(host.calls).toEqual([{ url: '/addressbook' }, { url: '/addressbook' }]);
  });
});
