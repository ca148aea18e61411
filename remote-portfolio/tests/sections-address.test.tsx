import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { organisationErrors, PINCODE_LOOKUP_DELAY_MS } from 'shared-contracts';
import type { FakeHost } from 'web-kit/testing';
import {
  loaded,
  lockedBy,
  pincodeFound,
  pincodeNotFound,
  portfolio,
  renderEditor,
  saved,
} from './fixtures/editor';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  pass,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save' });
const bangalore = pincodeFound('Bangalore', 'Karnataka', '560038');

const open = (...answers: unknown[]) => ({
  ...renderEditor('/edit-profile/address', [loaded(), bangalore, ...answers]),
  user: clockedUser(),
});

/** The pincode's look-up delay passes on the fake clock, and its answer lands. */
const lookUp = (ms = PINCODE_LOOKUP_DELAY_MS) => pass(ms);

/** The portfolio reaches the form, and the pincode it holds is looked up 500 ms later. */
async function lookedUpOnOpen(host: FakeHost) {
  await nextFrame();
  await lookUp();
  expect(host.calls).toEqual([{ url: '/portfolio' }, { url: '/pincode/560038' }]);
}

beforeEach(installFakeClock);
afterEach(removeFakeClock);

describe('Address', () => {
  it('shows the address, looks its pincode up, and keeps Save disabled while unchanged', async () => {
    const { host } = open();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    await nextFrame();
    expect(field('Building/House name')).toHaveValue('12 Lake View');
    expect(field('Area')).toHaveValue('Indiranagar');
    expect(field('Pincode')).toHaveValue('560038');
    for (const [label, value] of [
      ['District', 'Bangalore'],
      ['State', 'Karnataka'],
      ['Country', 'India'],
    ] as const) {
      expect(field(label)).toHaveValue(value);
      expect(field(label)).toHaveAttribute('readonly');
    }
    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    expect(host.calls).toHaveLength(1);
    await lookUp(1);
    expect(host.calls[1]).toEqual({ url: '/pincode/560038' });
    expect(save()).toBeDisabled();
  });

  it('fills district, state and country from a new pincode and saves the address section', async () => {
    const { user, host, toasts } = open(
      pincodeFound('Mumbai', 'Maharashtra', '400001'),
      saved(),
      loaded(),
    );
    await lookedUpOnOpen(host);
    await user.clear(field('Pincode'));
    expect(field('District')).toHaveValue('');
    expect(save()).toBeDisabled();
    await user.type(field('Pincode'), '40a0001');
    expect(field('Pincode')).toHaveValue('400001');
    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    expect(field('District')).toHaveValue('');
    await lookUp(1);
    expect(field('District')).toHaveValue('Mumbai');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('Country')).toHaveValue('India');
    expect(host.calls[2]).toEqual({ url: '/pincode/400001' });

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('heading', { name: 'Edit Your Portfolio' })).toBeInTheDocument();
    expect(host.calls[3]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: {
        addressInfo: {
          buildingName: '12 Lake View',
          area: 'Indiranagar',
          pincode: '400001',
          district: 'Mumbai',
          state: 'Maharashtra',
          country: 'India',
        },
      },
    });
    await waitFor(() => expect(host.calls[4]).toEqual({ url: '/portfolio' }));
    expect(toasts).toEqual([{ kind: 'success', message: 'Address information saved!' }]);
  });

  it('keeps Save disabled for a pasted pincode until its own look-up answers', async () => {
    const { user, host } = open(pincodeFound('Mumbai', 'Maharashtra', '400001'));
    await lookedUpOnOpen(host);
    await user.tripleClick(field('Pincode'));
    await user.paste('400001');
    expect(field('Pincode')).toHaveValue('400001');
    expect(field('District')).toHaveValue('');
    expect(save()).toBeDisabled();
    await lookUp();
    expect(field('District')).toHaveValue('Mumbai');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('enables Save for a changed building name or area', async () => {
    const { user, host } = open(saved(), loaded());
    await lookedUpOnOpen(host);
    await user.type(field('Area'), ' 2nd Stage');
    expect(save()).toBeEnabled();
    await user.clear(field('Building/House name'));
    expect(save()).toBeDisabled();
    await user.type(field('Building/House name'), '14 Lake View');
    expect(save()).toBeEnabled();
    await user.click(save());
    await screen.findByRole('heading', { name: 'Edit Your Portfolio' });
    expect(host.calls[2]).toMatchObject({
      body: { addressInfo: { buildingName: '14 Lake View', area: 'Indiranagar 2nd Stage' } },
    });
  });

  it('keeps Save disabled for a short or unknown pincode, and says why', async () => {
    const { user, host } = open(pincodeNotFound);
    await lookedUpOnOpen(host);
    expect(save()).toHaveAccessibleDescription('Nothing to save yet: no changes made.');

    // Short: said beside Save at once, and on the field once the person stops typing, while the
    // field still has the focus.
    await user.type(field('Pincode'), '{Backspace}');
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    expect(field('Pincode')).not.toHaveAccessibleDescription();
    await lookUp();
    expect(field('Pincode')).toHaveFocus();
    expect(field('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');

    await user.type(field('Pincode'), '9');
    expect(save()).toHaveAccessibleDescription('Checking the pincode...');
    expect(field('Pincode')).not.toHaveAccessibleDescription();
    await lookUp();
    expect(host.calls).toHaveLength(3);
    expect(host.calls[2]).toEqual({ url: '/pincode/560039' });
    expect(field('District')).toHaveValue('');
    expect(field('Country')).toHaveValue('');
    expect(save()).toBeDisabled();
    expect(field('Pincode')).toHaveAccessibleDescription('We could not find this pincode');
    expect(field('Pincode')).toBeInvalid();
    expect(save()).toHaveAccessibleDescription('We could not find this pincode');
  });

  it('says what else is missing once the pincode is found', async () => {
    const { user, host } = open();
    await lookedUpOnOpen(host);
    await user.clear(field('Area'));
    expect(save()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Area is required');
    await user.type(field('Area'), 'Domlur');
    expect(save()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says the save failed and stays', async () => {
    const { user, host, toasts } = open();
    await lookedUpOnOpen(host);
    await user.type(field('Area'), ' East');
    host.fail(400, 'Check the address', { 'addressInfo.area': 'Area is too long' });
    host.answer(loaded());
    await user.click(save());
    await waitFor(() => expect(field('Area')).toHaveAccessibleDescription('Area is too long'));
    expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save address info' }]);
    expect(field('Pincode')).toHaveValue(portfolio.addressInfo.pincode);
  });

  it('shows an address its organisation locked read-only, and saves a switch beside it', async () => {
    const { host } = renderEditor('/edit-profile/address', [
      loaded(lockedBy(['addressInfo'])),
      saved(),
      loaded(),
    ]);
    const user = clockedUser();
    await nextFrame();
    expect(screen.getByRole('group', { name: 'Address' })).toHaveAccessibleDescription(
      'Set by Acme Designs',
    );
    for (const label of ['Building/House name', 'Area', 'Pincode']) {
      expect(field(label)).toHaveAttribute('readonly');
    }
    expect(field('Building/House name')).toHaveValue('12 Lake View');
    await user.click(screen.getByRole('switch', { name: 'Area on card' }));
    await user.click(save());
    await screen.findByRole('heading', { name: 'Edit Your Portfolio' });
    // No pincode look-up: nothing on the page can change the place.
    expect(host.calls[1]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: { addressInfo: portfolio.addressInfo, visibility: { area: false } },
    });
  });

  it("puts the refusal of an address its organisation locked meanwhile on the address's first line", async () => {
    const { user, host } = open();
    await lookedUpOnOpen(host);
    await user.type(field('Area'), ' East');
    const refusal = organisationErrors.lockedField('Acme Designs');
    host.fail(400, refusal, { addressInfo: refusal });
    host.answer(loaded());
    await user.click(save());
    await waitFor(() => expect(field('Building/House name')).toHaveAccessibleDescription(refusal));
  });
});
