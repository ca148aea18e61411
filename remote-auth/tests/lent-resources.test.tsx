import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import type { AddressBookEntry, AddressBookEntryRequest } from 'shared-contracts';
import { useHostResource } from 'web-kit';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { resources } from '../src/expose/pages';
import { useCreatePortfolioMutation } from '../src/features/onboarding/onboarding-api';
import { useSaveAddressMutation } from '../src/features/shared/address-book-api';

const home: AddressBookEntry = {
  _id: 'a1',
  name: 'Asha Rao',
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
};
const homeRequest: AddressBookEntryRequest = {
  name: home.name,
  mobile: home.mobile,
  address1: home.address1,
  address2: home.address2,
  landmark: home.landmark,
  pincode: home.pincode,
  district: home.district,
  state: home.state,
  country: home.country,
  type: home.type,
  default: home.default,
};

/** The shop's cart as it reads the address book: through the host, from this remote's slice. */
function ShopReader() {
  const book = useHostResource('AddressBook');
  return <p>Delivering to {book.data?.[0]?.name ?? 'nobody'}</p>;
}

/** The account's Save, as the shipping address page sends it. */
function SaveButton({ body }: { body: AddressBookEntryRequest }) {
  const [save] = useSaveAddressMutation();
  return (
    <button type="button" onClick={() => void save({ id: 'a1', body })}>
      Save
    </button>
  );
}

describe('the address book, lent to other remotes', () => {
  it("is read from this remote's slice, so a saved address reaches the reader with no refetch of its own", async () => {
    const host = fakeHost();
    // The reader of another remote gets this remote's reader from the host.
    host.resource = async (name) => resources![name] as never;
    host.answer({ success: true, result: [home] });
    const { user } = renderScreen(
      <>
        <ShopReader />
        <SaveButton body={{ ...homeRequest, name: 'Asha R. Menon' }} />
      </>,
      { host, apis: [authApi], session: { token: 't0k', userId: 'u1' } },
    );
    expect(await screen.findByText('Delivering to Asha Rao')).toBeInTheDocument();

    host.answer({ success: true, result: { ...home, name: 'Asha R. Menon' } });
    host.answer({ success: true, result: [{ ...home, name: 'Asha R. Menon' }] });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Delivering to Asha R. Menon')).toBeInTheDocument();
    // The save and the refetch its tag asks for, in this one slice: nothing else asked again.
    await waitFor(() =>
      expect(host.calls.map((call) => `${call.method ?? 'GET'} ${call.url}`)).toEqual([
        'GET /addressbook',
        'PATCH /addressbook/a1',
        'GET /addressbook',
      ]),
    );
  });
});

/** Onboarding's launch, and remote-portfolio's card as it reads the own portfolio. */
function Launch() {
  const [createPortfolio] = useCreatePortfolioMutation();
  const card = useHostResource('OwnPortfolio');
  return (
    <>
      <p>{card.data?.portfolio ? 'Card launched' : 'No card yet'}</p>
      <button type="button" onClick={() => void createPortfolio({} as never)}>
        Launch
      </button>
    </>
  );
}

describe('onboarding', () => {
  it("tells the portfolio's owner that it made the portfolio, so the owner's slice asks again", async () => {
    const host = fakeHost();
    host.answer({ success: true, result: { portfolio: null, services: [] } });
    const { user } = renderScreen(<Launch />, {
      host,
      apis: [authApi],
      session: { token: 't0k', userId: 'u1' },
    });
    expect(await screen.findByText('No card yet')).toBeInTheDocument();
    // The lent reader has asked for the portfolio (its screen reads "No card yet" until it knows).
    await waitFor(() => expect(host.calls).toHaveLength(1));

    host.answer({ success: true, result: { portfolio: { _id: 'p1' }, services: [] } });
    host.answer({ success: true, result: { portfolio: { _id: 'p1' }, services: [] } });
    await user.click(screen.getByRole('button', { name: 'Launch' }));
    expect(await screen.findByText('Card launched')).toBeInTheDocument();
    expect(host.calls.map((call) => `${call.method ?? 'GET'} ${call.url}`)).toEqual([
      'GET /portfolio',
      'POST /portfolio',
      'GET /portfolio',
    ]);
  });
});
