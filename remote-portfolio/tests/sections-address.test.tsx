import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import {
  loaded,
  pincodeFound,
  pincodeNotFound,
  portfolio,
  renderEditor,
  saved,
} from '../src/features/sections/testing/fixtures';

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save' });
/** The look-up waits 500 ms after the sixth digit. */
const LOOKUP = { timeout: 2000 };
const bangalore = pincodeFound('Bangalore', 'Karnataka', '560038');

const open = (...answers: unknown[]) =>
  renderEditor('/edit-profile/address', [loaded(), bangalore, ...answers]);

describe('Address', () => {
  it('shows the address, looks its pincode up, and keeps Save disabled while unchanged', async () => {
    const { host } = open();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Building/House name')).toHaveValue('12 Lake View');
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
    await waitFor(() => expect(host.calls).toHaveLength(2), LOOKUP);
    expect(host.calls[1]).toEqual({ url: '/pincode/560038' });
    expect(save()).toBeDisabled();
  });

  it('fills district, state and country from a new pincode and saves the address section', async () => {
    const { user, host, toasts } = open(
      pincodeFound('Mumbai', 'Maharashtra', '400001'),
      saved(),
      loaded(),
    );
    await waitFor(() => expect(host.calls).toHaveLength(2), LOOKUP);
    await user.clear(field('Pincode'));
    expect(field('District')).toHaveValue('');
    expect(save()).toBeDisabled();
    await user.type(field('Pincode'), '40a0001');
    expect(field('Pincode')).toHaveValue('400001');
    expect(await screen.findByDisplayValue('Mumbai', {}, LOOKUP)).toBe(field('District'));
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
    await waitFor(() => expect(host.calls).toHaveLength(2), LOOKUP);
    await user.tripleClick(field('Pincode'));
    await user.paste('400001');
    expect(field('Pincode')).toHaveValue('400001');
    expect(field('District')).toHaveValue('');
    expect(save()).toBeDisabled();
    expect(await screen.findByDisplayValue('Mumbai', {}, LOOKUP)).toBe(field('District'));
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('enables Save for a changed building name or area', async () => {
    const { user, host } = open(saved(), loaded());
    await waitFor(() => expect(host.calls).toHaveLength(2), LOOKUP);
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

  it('keeps Save disabled for a short or unknown pincode', async () => {
    const { user, host } = open(pincodeNotFound);
    await waitFor(() => expect(host.calls).toHaveLength(2), LOOKUP);
    await user.type(field('Pincode'), '{Backspace}');
    expect(save()).toBeDisabled();
    await user.type(field('Pincode'), '9');
    await waitFor(() => expect(host.calls).toHaveLength(3), LOOKUP);
    expect(host.calls[2]).toEqual({ url: '/pincode/560039' });
    expect(field('District')).toHaveValue('');
    expect(field('Country')).toHaveValue('');
    expect(save()).toBeDisabled();
  });

  it('says the save failed and stays', async () => {
    const { user, host, toasts } = open();
    await waitFor(() => expect(host.calls).toHaveLength(2), LOOKUP);
    await user.type(field('Area'), ' East');
    host.fail(400, 'Check the address', { 'addressInfo.area': 'Area is too long' });
    host.answer(loaded());
    await user.click(save());
    await waitFor(() => expect(field('Area')).toHaveAccessibleDescription('Area is too long'));
    expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save address info' }]);
    expect(field('Pincode')).toHaveValue(portfolio.addressInfo.pincode);
  });
});
