import { describe, expect, it } from '@rstest/core';
import {
  addressBookEntrySchema,
  checkoutAddressSchema,
  shippingAddressSchema,
} from '../src/account/schemas.js';
import { errorsOf, valueOf } from './helpers.js';

const form = {
  name: 'Rahul Sharma',
  mobile: '9876543210',
  address1: 'Flat 4B, Lotus Heights',
  address2: 'Indiranagar',
  pincode: '560038',
};

const stored = {
  ...form,
  mobile: '+919876543210',
  landmark: '',
  district: '',
  state: '',
  country: '',
  type: 'Home',
  default: true,
};

describe('shippingAddressSchema', () => {
  it('fills the defaults: +91 mobile, empty landmark, Home and default true', async () => {
    expect(await valueOf(shippingAddressSchema, form)).toEqual(stored);
  });

  it('keeps what the form sends for the optional fields, trimmed', async () => {
    const value = await valueOf(shippingAddressSchema, {
      ...form,
      landmark: ' Near the park ',
      district: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
      type: 'Work',
      default: false,
    });
    expect(value).toEqual({
      ...stored,
      landmark: 'Near the park',
      district: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
      type: 'Work',
      default: false,
    });
  });

  it('requires every field except the landmark, with its own message', async () => {
    expect(await errorsOf(shippingAddressSchema, {})).toEqual({
      name: 'Name is required',
      mobile: 'Mobile number is required',
      address1: 'Building/House name is required',
      address2: 'Area is required',
      pincode: 'Pincode is required',
    });
  });

  it('treats fields of spaces as missing', async () => {
    expect(
      await errorsOf(shippingAddressSchema, {
        ...form,
        name: '  ',
        mobile: ' ',
        address1: '\t',
        address2: '   ',
        pincode: '  ',
      }),
    ).toEqual({
      name: 'Name is required',
      mobile: 'Mobile number is required',
      address1: 'Building/House name is required',
      address2: 'Area is required',
      pincode: 'Pincode is required',
    });
  });

  it.each(['Rahul 2', 'R4hul', 'राहुल १'])('refuses the name %j with digits', async (name) => {
    expect(await errorsOf(shippingAddressSchema, { ...form, name })).toEqual({
      name: 'Name must not contain digits',
    });
  });

  it('accepts a unicode name and trims it', async () => {
    expect((await valueOf(shippingAddressSchema, { ...form, name: ' राहुल शर्मा ' })).name).toBe(
      'राहुल शर्मा',
    );
  });

  it('refuses a name over 60 characters', async () => {
    expect(await errorsOf(shippingAddressSchema, { ...form, name: 'a'.repeat(61) })).toEqual({
      name: 'Full name must be at most 60 characters.',
    });
  });

  it.each(['+919876543210', '09876543210', '98765 43210'])(
    'stores the mobile %j with +91',
    async (mobile) => {
      expect((await valueOf(shippingAddressSchema, { ...form, mobile })).mobile).toBe(
        '+919876543210',
      );
    },
  );

  it.each(['98765', '5876543210', '98765432101', 'abcdefghij'])(
    'refuses the mobile %j',
    async (mobile) => {
      expect(await errorsOf(shippingAddressSchema, { ...form, mobile })).toEqual({
        mobile: 'Enter a valid 10-digit mobile number with optional country code',
      });
    },
  );

  it.each(['56003', '5600381', '56OO38'])('refuses the pincode %j', async (pincode) => {
    expect(await errorsOf(shippingAddressSchema, { ...form, pincode })).toEqual({
      pincode: 'Enter a valid 6-digit pincode',
    });
  });

  it('refuses an address type it does not know', async () => {
    const errors = await errorsOf(shippingAddressSchema, { ...form, type: 'Office' });
    expect(Object.keys(errors)).toEqual(['type']);
  });

  it('refuses texts over 120 characters', async () => {
    expect(
      await errorsOf(shippingAddressSchema, {
        ...form,
        address1: 'a'.repeat(121),
        landmark: 'l'.repeat(121),
      }),
    ).toEqual({
      address1: 'Must be at most 120 characters',
      landmark: 'Must be at most 120 characters',
    });
  });
});

describe('addressBookEntrySchema', () => {
  it('accepts the form with or without the id the client echoes back', async () => {
    expect(await valueOf(addressBookEntrySchema, form)).toEqual(stored);
    expect(await valueOf(addressBookEntrySchema, { ...form, _id: 'a1', id: 'a1' })).toEqual({
      ...stored,
      _id: 'a1',
      id: 'a1',
    });
  });

  it('uses the same field rules as the form', async () => {
    expect(await errorsOf(addressBookEntrySchema, { ...form, name: '', mobile: '1' })).toEqual({
      name: 'Name is required',
      mobile: 'Enter a valid 10-digit mobile number with optional country code',
    });
  });

  it('refuses unknown fields', async () => {
    expect(await errorsOf(addressBookEntrySchema, { ...form, userId: 'u1' })).toEqual({
      '': 'Unknown field(s): userId',
    });
  });
});

describe('checkoutAddressSchema', () => {
  const selected = {
    _id: 'a1',
    name: 'Rahul Sharma',
    mobile: '+919876543210',
    address1: 'Flat 4B, Lotus Heights',
    address2: 'Indiranagar',
    landmark: '',
    pincode: '560038',
    district: 'Bangalore',
    state: 'Karnataka',
    country: 'India',
    type: 'Home',
    default: true,
  };

  it('accepts a complete address book entry', async () => {
    await expect(checkoutAddressSchema.validate(selected)).resolves.toBeTruthy();
  });

  it.each(['name', 'mobile', 'address1', 'district', 'state', 'pincode'])(
    'asks for a shipping address when %s is missing or blank',
    async (field) => {
      const expected = { [field]: 'Add shipping address to place the order' };
      expect(await errorsOf(checkoutAddressSchema, { ...selected, [field]: undefined })).toEqual(
        expected,
      );
      expect(await errorsOf(checkoutAddressSchema, { ...selected, [field]: '  ' })).toEqual(
        expected,
      );
    },
  );

  it('does not need the area, landmark or country', async () => {
    const optional = new Set(['address2', 'landmark', 'country']);
    const rest = Object.fromEntries(Object.entries(selected).filter(([k]) => !optional.has(k)));
    expect(Object.keys(rest)).not.toContain('address2');
    await expect(checkoutAddressSchema.validate(rest)).resolves.toBeTruthy();
  });

  it('asks for a shipping address when there is none', async () => {
    const errors = await errorsOf(checkoutAddressSchema, {});
    expect(new Set(Object.values(errors))).toEqual(
      new Set(['Add shipping address to place the order']),
    );
    expect(Object.keys(errors)).toHaveLength(6);
  });
});
