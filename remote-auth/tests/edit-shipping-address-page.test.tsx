import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { PINCODE_LOOKUP_DELAY_MS, type AddressBookEntry, type UserProfile } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { authApi } from '../src/api';
import { AccountPage } from '../src/features/account/account-page';
import { EditShippingAddressPage } from '../src/features/shipping-address/edit-shipping-address-page';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  pass,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';

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
const session = { token: 't0k', userId: 'u1', profile, profileStatus: 'loaded' as const };

const entry: AddressBookEntry = {
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

const postOffice = (District: string, State: string, Pincode: string) => ({
  Name: 'Head Office',
  Description: null,
  BranchType: 'Sub Post Office',
  DeliveryStatus: 'Delivery',
  Circle: State,
  District,
  Division: `${District} East`,
  Region: `${District} HQ`,
  Block: District,
  State,
  Country: 'India',
  Pincode,
});
const found = (District: string, State: string, Pincode: string) => [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:1',
    PostOffice: [postOffice(District, State, Pincode)],
  },
];
const notFound = [{ Status: 'Error', Message: 'No records found', PostOffice: null }];

/** The pincode's look-up delay passes on the fake clock, and its answer lands. */
const lookUp = (ms = PINCODE_LOOKUP_DELAY_MS) => pass(ms);

beforeEach(installFakeClock);
afterEach(removeFakeClock);

const START = 'Open Edit Shipping Address';

/**
 * Opens the editor from a previous page, so that its "go back one page" has somewhere to land.
 * `addressBook` answers the editor's GET /addressbook ('hold' keeps it pending); `then` queues
 * the answers of the calls that follow (pincode look-ups, the save).
 */
async function openEditor(addressBook: AddressBookEntry[] | 'hold', ...then: unknown[]) {
  const host = fakeHost();
  const release = addressBook === 'hold' ? host.hold() : undefined;
  if (addressBook !== 'hold') host.answer({ success: true, result: addressBook });
  for (const answer of then) host.answer(answer);
  const view = renderScreen(<Link to="/account/edit-shipping-address">{START}</Link>, {
    route: '/start',
    host,
    apis: [authApi],
    session,
    routes: { '/account/edit-shipping-address': <EditShippingAddressPage /> },
  });
  const user = clockedUser();
  await user.click(screen.getByRole('link', { name: START }));
  // The address book's answer reaches the form, and the pincode's look-up delay starts.
  if (addressBook !== 'hold') await nextFrame();
  return { ...view, user, release };
}

type User = Awaited<ReturnType<typeof openEditor>>['user'];

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save' });

const fillNew = async (user: User) => {
  await user.type(field('Full Name'), 'Ravi Rao');
  await user.type(field('Mobile Number'), '9876543210');
  await user.type(field('Building/House name'), '12 Lake View');
  await user.type(field('Area'), 'Indiranagar');
  await user.type(field('Pincode'), '560038');
};

const saved = (changes: Partial<AddressBookEntry> = {}) => ({
  success: true,
  message: 'Address updated successfully',
  result: { ...entry, ...changes },
});

describe('Edit Shipping Address', () => {
  it('shows "Loading..." while the address book loads, then the existing address, unchanged', async () => {
    const { host, release } = await openEditor('hold', found('Bangalore', 'Karnataka', '560038'));
    expect(screen.getByRole('heading', { name: 'Edit Shipping Address' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    release!({ success: true, result: [entry] });
    await nextFrame();
    expect(field('Full Name')).toHaveValue('Ravi Rao');
    expect(field('Mobile Number')).toHaveValue('9876543210');
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(field('Building/House name')).toHaveValue('12 Lake View');
    expect(field('Area')).toHaveValue('Indiranagar');
    expect(field('Landmark (optional)')).toHaveValue('Near the park');
    expect(field('Pincode')).toHaveValue('560038');
    for (const [label, value] of [
      ['District', 'Bangalore'],
      ['State', 'Karnataka'],
      ['Country', 'India'],
    ] as const) {
      expect(field(label)).toHaveValue(value);
      expect(field(label)).toHaveAttribute('readonly');
    }
    expect(save()).toBeDisabled();

    // The pincode's own look-up, 500 ms on, confirms the place and leaves the form unchanged.
    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    expect(host.calls).toHaveLength(1);
    await lookUp(1);
    expect(host.calls).toHaveLength(2);
    expect(host.calls[1]).toEqual({ url: '/pincode/560038' });
    expect(field('District')).toHaveValue('Bangalore');
    expect(save()).toBeDisabled();
  });

  it('updates an existing address with PATCH, busy meanwhile, then goes back one page', async () => {
    const { user, host, toasts } = await openEditor(
      [entry],
      found('Bangalore', 'Karnataka', '560038'),
    );
    await lookUp();
    expect(host.calls).toHaveLength(2);

    await user.clear(field('Area'));
    await user.type(field('Area'), 'HAL 2nd Stage');
    expect(save()).toBeEnabled();
    const release = host.hold();
    host.answer({ success: true, result: [{ ...entry, address2: 'HAL 2nd Stage' }] });
    await user.click(save());

    await waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'));
    expect(save()).toBeDisabled();
    expect(host.calls[2]).toEqual({
      url: '/addressbook/a2',
      method: 'PATCH',
      body: {
        name: 'Ravi Rao',
        mobile: '+919876543210',
        address1: '12 Lake View',
        address2: 'HAL 2nd Stage',
        landmark: 'Near the park',
        pincode: '560038',
        district: 'Bangalore',
        state: 'Karnataka',
        country: 'India',
        type: 'Home',
        default: true,
      },
    });

    release(saved({ address2: 'HAL 2nd Stage' }));
    expect(await screen.findByRole('link', { name: START })).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Address updated successfully' });
  });

  it('creates a new address with POST, filling district, state and country from the pincode', async () => {
    const { user, host, toasts } = await openEditor(
      [],
      found('Bangalore', 'Karnataka', '560038'),
      saved(),
      { success: true, result: [entry] },
    );
    expect(await screen.findByLabelText('Full Name')).toHaveValue('');
    expect(save()).toBeDisabled();

    await fillNew(user);
    await user.type(field('Landmark (optional)'), ' Near the park ');
    expect(field('District')).toHaveValue('');
    await lookUp();
    expect(field('District')).toHaveValue('Bangalore');
    expect(field('State')).toHaveValue('Karnataka');
    expect(field('Country')).toHaveValue('India');
    expect(host.calls[1]).toEqual({ url: '/pincode/560038' });

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('link', { name: START })).toBeInTheDocument();
    expect(host.calls[2]).toEqual({
      url: '/addressbook',
      method: 'POST',
      body: {
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
      },
    });
    expect(toasts).toContainEqual({ kind: 'success', message: 'Address updated successfully' });
  });

  it('keeps Save disabled until the new address is complete', async () => {
    const { user } = await openEditor([], found('Bangalore', 'Karnataka', '560038'));
    await screen.findByLabelText('Full Name');
    await user.type(field('Full Name'), 'Ravi Rao');
    await user.type(field('Mobile Number'), '9876543210');
    await user.type(field('Building/House name'), '12 Lake View');
    await user.type(field('Pincode'), '560038');
    await lookUp();
    expect(field('State')).toHaveValue('Karnataka');
    expect(save()).toBeDisabled();
    await user.type(field('Area'), 'Indiranagar');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('shows the required messages for fields left blank', async () => {
    const { user, host } = await openEditor([]);
    await screen.findByLabelText('Full Name');
    for (const label of [
      'Full Name',
      'Mobile Number',
      'Building/House name',
      'Area',
      'Landmark (optional)',
      'Pincode',
    ]) {
      await user.click(field(label));
    }
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Mobile Number')).toHaveAccessibleDescription('Mobile number is required');
    expect(field('Building/House name')).toHaveAccessibleDescription('Building name is required');
    expect(field('Area')).toHaveAccessibleDescription('Area is required');
    expect(field('Pincode')).toHaveAccessibleDescription('Pincode is required');
    expect(field('Landmark (optional)')).not.toHaveAccessibleDescription();
    expect(save()).toBeDisabled();
    expect(host.calls).toHaveLength(1);
  });

  it('says when the mobile number or the pincode is too short', async () => {
    const { user } = await openEditor([]);
    await screen.findByLabelText('Full Name');
    await user.type(field('Mobile Number'), '98765');
    await user.type(field('Pincode'), '5600');
    await user.tab();
    expect(
      await screen.findByText('Enter a valid 10-digit mobile number with optional country code'),
    ).toBeInTheDocument();
    expect(field('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
  });

  it('strips digits from the name and keeps the mobile number to 10 digits', async () => {
    const { user } = await openEditor([]);
    await screen.findByLabelText('Full Name');
    await user.type(field('Full Name'), 'R4vi R2ao');
    expect(field('Full Name')).toHaveValue('Rvi Rao');

    await user.type(field('Mobile Number'), '98a76-54 321099');
    expect(field('Mobile Number')).toHaveValue('9876543210');

    await user.clear(field('Mobile Number'));
    await user.click(field('Mobile Number'));
    await user.paste('+91 98765 43210');
    expect(field('Mobile Number')).toHaveValue('9876543210');
  });

  it('clears district, state and country when the pincode is unknown or shortened', async () => {
    const { user, host } = await openEditor(
      [entry],
      found('Bangalore', 'Karnataka', '560038'),
      notFound,
    );
    await lookUp();
    expect(host.calls).toHaveLength(2);

    await user.clear(field('Pincode'));
    expect(field('District')).toHaveValue('');
    expect(field('State')).toHaveValue('');
    expect(field('Country')).toHaveValue('');

    await user.type(field('Pincode'), '999999');
    await lookUp();
    expect(host.calls).toHaveLength(3);
    expect(host.calls[2]).toEqual({ url: '/pincode/999999' });
    expect(field('District')).toHaveValue('');
    expect(field('Country')).toHaveValue('');
  });

  it('fills the place of a changed pincode and saves it', async () => {
    const { user, host } = await openEditor(
      [entry],
      found('Bangalore', 'Karnataka', '560038'),
      found('Mumbai', 'Maharashtra', '400001'),
      saved({ pincode: '400001', district: 'Mumbai', state: 'Maharashtra' }),
      {
        success: true,
        result: [{ ...entry, pincode: '400001', district: 'Mumbai', state: 'Maharashtra' }],
      },
    );
    await lookUp();
    expect(host.calls).toHaveLength(2);
    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '400001');
    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    expect(field('District')).toHaveValue('');
    await lookUp(1);
    expect(field('District')).toHaveValue('Mumbai');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('Country')).toHaveValue('India');

    await user.click(save());
    await screen.findByRole('link', { name: START });
    expect(host.calls[3]).toMatchObject({
      url: '/addressbook/a2',
      method: 'PATCH',
      body: { pincode: '400001', district: 'Mumbai', state: 'Maharashtra', country: 'India' },
    });
  });

  it.each([
    ['Address not found', 'Address not found'],
    ['', 'Failed to update address'],
  ])('shows a failed save (%j) as %j and stays', async (message, toast) => {
    const { user, host, toasts } = await openEditor(
      [entry],
      found('Bangalore', 'Karnataka', '560038'),
    );
    await lookUp();
    expect(host.calls).toHaveLength(2);
    await user.type(field('Landmark (optional)'), ', gate 2');
    host.fail(404, message);
    await user.click(save());

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: toast }));
    expect(save()).toBeEnabled();
    expect(screen.queryByRole('link', { name: START })).not.toBeInTheDocument();
  });

  it("puts the server's field messages on the fields they name", async () => {
    const { user, host, toasts } = await openEditor(
      [entry],
      found('Bangalore', 'Karnataka', '560038'),
    );
    await lookUp();
    expect(host.calls).toHaveLength(2);
    await user.type(field('Landmark (optional)'), ', gate 2');
    host.fail(400, 'Please check the highlighted fields', {
      pincode: 'We do not deliver to this pincode yet',
      mobile: 'Enter a valid 10-digit mobile number with optional country code',
      address1: 'Must be at most 120 characters',
    });
    await user.click(save());

    await waitFor(() =>
      expect(field('Pincode')).toHaveAccessibleDescription('We do not deliver to this pincode yet'),
    );
    expect(field('Mobile Number')).toHaveAccessibleDescription(
      'Enter a valid 10-digit mobile number with optional country code',
    );
    // The address book calls the building address1; the form shows it on its own field.
    expect(field('Building/House name')).toHaveAccessibleDescription(
      'Must be at most 120 characters',
    );
    expect(toasts).toContainEqual({
      kind: 'error',
      message: 'Please check the highlighted fields',
    });
  });

  it('saves from the account page and the account page shows the new address, without a reload', async () => {
    const host = fakeHost();
    host.answer({ success: true, result: [entry] });
    host.answer(found('Bangalore', 'Karnataka', '560038'));
    const { toasts } = renderScreen(<AccountPage />, {
      route: '/account',
      host,
      apis: [authApi],
      session,
      routes: { '/account/edit-shipping-address': <EditShippingAddressPage /> },
    });
    const user = clockedUser();
    await user.click(await screen.findByRole('link', { name: /12 Lake View, Indiranagar/ }));
    // The editor reads the address the account page already loaded.
    expect(await screen.findByLabelText('Area')).toHaveValue('Indiranagar');
    await lookUp();
    expect(host.calls).toHaveLength(2);

    await user.clear(field('Area'));
    await user.type(field('Area'), 'Koramangala');
    host.answer(saved({ address2: 'Koramangala' }));
    host.answer({ success: true, result: [{ ...entry, address2: 'Koramangala' }] });
    await user.click(save());

    expect(
      await screen.findByRole('link', { name: /12 Lake View, Koramangala/ }),
    ).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Address updated successfully' });
    expect(host.calls.filter((call) => call.url === '/user/profile')).toHaveLength(0);
  });
});
