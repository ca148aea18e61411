import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { addressSchema, PINCODE_LOOKUP_DELAY_MS, profileAddressSchema } from 'shared-contracts';
import { AddressFields, type AddressFieldsProps } from '../src/address/address-fields';
import { blankAddress, type AddressValues } from '../src/address/address-values';
import { fakeHost, renderScreen } from '../src/testing';

type ProfileAddress = Pick<
  AddressValues,
  'buildingName' | 'area' | 'pincode' | 'district' | 'state'
>;

/** A screen's form around the fields, showing the values it holds. */
function AddressForm<Values extends ProfileAddress>({
  initialValues,
  schema,
  ...options
}: { initialValues: Values; schema: object } & Omit<AddressFieldsProps<Values>, 'form'>) {
  const form = useFormik<Values>({ initialValues, validationSchema: schema, onSubmit: () => {} });
  return (
    <form>
      <AddressFields form={form} {...options} />
      <output aria-label="Values">{JSON.stringify(form.values)}</output>
    </form>
  );
}

const found = (District: string, State: string, Pincode: string) => [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:1',
    PostOffice: [{ Name: 'Head Office', District, State, Country: 'India', Pincode }],
  },
];
const notFound = [{ Status: 'Error', Message: 'No records found', PostOffice: null }];

/** An address whose place was found when it was saved. */
const bangalore: AddressValues = {
  ...blankAddress,
  pincode: '560038',
  district: 'Bangalore',
  state: 'Karnataka',
  country: 'India',
};

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const values = () => JSON.parse(screen.getByLabelText('Values').textContent ?? '{}') as object;
const placeShown = () => ['District', 'State', 'Country'].map((label) => field(label).value);

/**
 * What a person types or pastes, as one change: user-event waits on timers of its own, which the
 * fake clock the look-up delay needs would stop.
 */
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(field(label));

function renderForm(
  options: Omit<AddressFieldsProps<AddressValues>, 'form'> = {},
  initialValues: AddressValues = blankAddress,
) {
  const host = fakeHost();
  renderScreen(<AddressForm initialValues={initialValues} schema={addressSchema} {...options} />, {
    host,
  });
  return host;
}

/** The pincode's look-up delay passes, and its answer (and the form's validation) lands. */
const lookUp = (ms = PINCODE_LOOKUP_DELAY_MS) => act(() => rs.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  rs.useFakeTimers();
});
afterEach(() => {
  rs.useRealTimers();
  rs.restoreAllMocks();
});

describe('AddressFields', () => {
  it('shows the address fields, with district, state and country read-only', () => {
    renderForm();
    for (const label of ['Building/House name', 'Area', 'Pincode']) {
      expect(field(label)).not.toHaveAttribute('readonly');
    }
    for (const label of ['District', 'State', 'Country']) {
      expect(field(label)).toHaveAttribute('readonly');
    }
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Landmark (optional)')).not.toBeInTheDocument();
  });

  it('looks the pincode up 500 ms after its sixth digit and fills the place', async () => {
    const host = renderForm();
    host.answer(found('Bangalore', 'Karnataka', '560038'));
    type('Pincode', '56003');
    type('Pincode', '560038');

    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    expect(host.calls).toEqual([]);
    expect(placeShown()).toEqual(['', '', '']);
    await lookUp(1);
    expect(host.calls).toEqual([{ url: '/pincode/560038' }]);
    expect(placeShown()).toEqual(['Bangalore', 'Karnataka', 'India']);
  });

  it('looks up only the pincode the person stopped at', async () => {
    const host = renderForm();
    host.answer(found('Mumbai', 'Maharashtra', '400001'));
    type('Pincode', '560038');
    await lookUp(200);
    type('Pincode', '40000');
    type('Pincode', '400001');
    await lookUp();
    expect(host.calls).toEqual([{ url: '/pincode/400001' }]);
    expect(placeShown()).toEqual(['Mumbai', 'Maharashtra', 'India']);
  });

  it('keeps only the digits of the pincode, six at most', () => {
    renderForm();
    type('Pincode', '56a0 0-3812');
    expect(field('Pincode')).toHaveValue('560038');
  });

  it('clears the place when the pincode is not found', async () => {
    const host = renderForm({}, { ...blankAddress, pincode: '56003' });
    host.answer(notFound);
    type('Pincode', '560039');
    await lookUp();
    expect(host.calls).toEqual([{ url: '/pincode/560039' }]);
    expect(placeShown()).toEqual(['', '', '']);
  });

  it('says at once that no post office has the pincode, without waiting for the person to leave', async () => {
    const host = renderForm({}, { ...blankAddress, pincode: '56003' });
    host.answer(notFound);
    type('Pincode', '560039');
    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    expect(field('Pincode')).not.toHaveAccessibleDescription();
    await lookUp(1);
    expect(field('Pincode')).toHaveAccessibleDescription('We could not find this pincode');
    expect(field('Pincode')).toBeInvalid();

    // Another pincode: the message goes with the one it was about.
    host.answer(found('Bangalore', 'Karnataka', '560038'));
    type('Pincode', '560038');
    expect(field('Pincode')).not.toHaveAccessibleDescription();
    await lookUp();
    expect(field('Pincode')).not.toHaveAccessibleDescription();
    expect(field('Pincode')).toBeValid();
  });

  it('says a short pincode is short once the person stops typing, before they leave it', async () => {
    renderForm();
    type('Pincode', '56');
    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    type('Pincode', '5600');
    await lookUp(PINCODE_LOOKUP_DELAY_MS - 1);
    expect(field('Pincode')).not.toHaveAccessibleDescription();
    await lookUp(1);
    expect(field('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    // Emptied, it waits for the form's own rule (required, once left).
    type('Pincode', '');
    await lookUp();
    expect(field('Pincode')).not.toHaveAccessibleDescription();
  });

  it('clears the place when the look-up fails, logs it and says so', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const host = renderForm({}, bangalore);
    expect(placeShown()).toEqual(['Bangalore', 'Karnataka', 'India']);
    host.fail(503, 'Service unavailable');
    await lookUp();
    expect(placeShown()).toEqual(['', '', '']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(field('Pincode')).toHaveAccessibleDescription(
      'We could not check this pincode right now. Type it again to retry.',
    );
  });

  it("tells the screen where the pincode stands, for its Save's reason", async () => {
    const statuses: string[] = [];
    const host = renderForm({ onPincodeStatus: (status) => statuses.push(status) });
    host.answer(notFound);
    type('Pincode', '5600');
    await lookUp();
    type('Pincode', '560039');
    await lookUp();
    expect(statuses).toEqual(['empty', 'typing', 'partial', 'looking', 'unknown']);
  });

  it('clears the place at once when the pincode is shortened, with no look-up', async () => {
    const host = renderForm({}, bangalore);
    host.answer(found('Bangalore', 'Karnataka', '560038'));
    await lookUp();
    expect(placeShown()).toEqual(['Bangalore', 'Karnataka', 'India']);

    type('Pincode', '56003');
    expect(placeShown()).toEqual(['', '', '']);
    await lookUp();
    expect(host.calls).toHaveLength(1);
  });

  it('shows no place for a pasted pincode until its own look-up answers', async () => {
    const host = renderForm({}, bangalore);
    host.answer(found('Bangalore', 'Karnataka', '560038'));
    await lookUp();

    host.answer(found('Mumbai', 'Maharashtra', '400001'));
    type('Pincode', '400001');
    expect(placeShown()).toEqual(['', '', '']);
    await lookUp();
    expect(placeShown()).toEqual(['Mumbai', 'Maharashtra', 'India']);
  });

  it("shows a field's message once the person has left it, in the spec's words", async () => {
    renderForm();
    leave('Building/House name');
    leave('Area');
    type('Pincode', '5600');
    leave('Pincode');
    await lookUp(0);
    expect(field('Building/House name')).toHaveAccessibleDescription('Building name is required');
    expect(field('Area')).toHaveAccessibleDescription('Area is required');
    expect(field('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
  });

  it("with the contact: keeps only a name's characters and 10 mobile digits beside +91", () => {
    renderForm({ contact: true });
    expect(screen.getByText('+91')).toBeInTheDocument();
    type('Full Name', "R4vi R2ao & D'Souza-Rao Jr.");
    expect(field('Full Name')).toHaveValue("Rvi Rao  D'Souza-Rao Jr.");
    type('Full Name', 'प्रिया शर्मा');
    expect(field('Full Name')).toHaveValue('प्रिया शर्मा');

    type('Mobile Number', '98a76-54 321099');
    expect(field('Mobile Number')).toHaveValue('9876543210');
    type('Mobile Number', '+91 98765 43210');
    expect(field('Mobile Number')).toHaveValue('9876543210');
  });

  it('with the contact: asks for the name and the mobile', async () => {
    renderForm({ contact: true });
    leave('Full Name');
    type('Mobile Number', '98765');
    leave('Mobile Number');
    await lookUp(0);
    expect(field('Full Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Mobile Number')).toHaveAccessibleDescription(
      'Enter a valid 10-digit mobile number with optional country code',
    );
  });

  it('with the landmark: an optional field, no message when left blank', async () => {
    renderForm({ landmark: true });
    leave('Landmark (optional)');
    leave('Area');
    await lookUp(0);
    expect(field('Landmark (optional)')).not.toHaveAccessibleDescription();
    expect(field('Area')).toHaveAccessibleDescription('Area is required');
  });

  it("without the country (a profile's address): fills district and state only", async () => {
    const host = fakeHost();
    const profileAddress: ProfileAddress = {
      buildingName: '',
      area: '',
      pincode: '',
      district: '',
      state: '',
    };
    renderScreen(
      <AddressForm initialValues={profileAddress} schema={profileAddressSchema} country={false} />,
      { host },
    );
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
    host.answer(found('Bangalore', 'Karnataka', '560038'));
    type('Pincode', '560038');
    await lookUp();
    expect(values()).toEqual({
      ...profileAddress,
      pincode: '560038',
      district: 'Bangalore',
      state: 'Karnataka',
    });
  });
});
