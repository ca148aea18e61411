import { describe, expect, it } from '@rstest/core';
import { addressBookEntrySchema, addressSchema } from '../src/account/address-schemas.js';
import { checkoutAddressSchema, profileAddressSchema } from '../src/account/schemas.js';
import { portfolioAddressSchema } from '../src/portfolio/section-schemas.js';
import { errorsOf, valueOf } from './helpers.js';

/** What the address form holds: the mobile as the 10 digits typed beside "+91". */
const form = {
  name: 'Rahul Sharma',
  mobile: '9876543210',
  buildingName: 'Flat 4B, Lotus Heights',
  area: 'Indiranagar',
  pincode: '560038',
};

const cast = {
  ...form,
  mobile: '+919876543210',
  landmark: '',
  district: '',
  state: '',
  country: '',
};

const required = {
  name: 'Name is required',
  mobile: 'Mobile number is required',
  buildingName: 'Building name is required',
  area: 'Area is required',
  pincode: 'Pincode is required',
};

describe('addressSchema', () => {
  it('casts the address: +91 mobile, empty landmark and place', async () => {
    expect(await valueOf(addressSchema, form)).toEqual(cast);
  });

  it('keeps the landmark and the place the look-up filled, trimmed', async () => {
    const place = { district: 'Bangalore', state: 'Karnataka', country: 'India' };
    expect(
      await valueOf(addressSchema, { ...form, ...place, landmark: ' Near the park ' }),
    ).toEqual({ ...cast, ...place, landmark: 'Near the park' });
  });

  it('takes a place cleared to null as empty', async () => {
    const cleared = { district: null, state: null, country: null };
    expect(await valueOf(addressSchema, { ...form, ...cleared })).toEqual(cast);
  });

  it("requires every field but the landmark and the place, with the spec's messages", async () => {
    expect(await errorsOf(addressSchema, {})).toEqual(required);
  });

  it('treats fields of spaces as missing', async () => {
    expect(
      await errorsOf(addressSchema, {
        name: '  ',
        mobile: ' ',
        buildingName: '\t',
        area: '   ',
        pincode: '  ',
      }),
    ).toEqual(required);
  });

  it.each(['Rahul 2', 'R4hul', 'राहुल १', 'Rahul & Co', 'Rahul_S'])(
    'refuses the name %j, which holds more than a name',
    async (name) => {
      expect(await errorsOf(addressSchema, { ...form, name })).toEqual({
        name: 'Please enter a valid name',
      });
    },
  );

  it("keeps a name's . ' and - as typed", async () => {
    expect((await valueOf(addressSchema, { ...form, name: "Priya S. D'Souza-Sharma" })).name).toBe(
      "Priya S. D'Souza-Sharma",
    );
  });

  it('accepts a unicode name and trims it', async () => {
    expect((await valueOf(addressSchema, { ...form, name: ' राहुल शर्मा ' })).name).toBe('राहुल शर्मा');
  });

  it('refuses a name over 60 characters', async () => {
    expect(await errorsOf(addressSchema, { ...form, name: 'a'.repeat(61) })).toEqual({
      name: 'Full name must be at most 60 characters.',
    });
  });

  it.each(['+919876543210', '09876543210', '98765 43210'])(
    'casts the mobile %j with +91',
    async (mobile) => {
      expect((await valueOf(addressSchema, { ...form, mobile })).mobile).toBe('+919876543210');
    },
  );

  it.each(['98765', '5876543210', '98765432101', 'abcdefghij'])(
    'refuses the mobile %j',
    async (mobile) => {
      expect(await errorsOf(addressSchema, { ...form, mobile })).toEqual({
        mobile: 'Enter a valid 10-digit mobile number with optional country code',
      });
    },
  );

  it.each(['56003', '5600381', '56OO38'])('refuses the pincode %j', async (pincode) => {
    expect(await errorsOf(addressSchema, { ...form, pincode })).toEqual({
      pincode: 'Enter a valid 6-digit pincode',
    });
  });

  it('refuses texts over 120 characters', async () => {
    expect(
      await errorsOf(addressSchema, {
        ...form,
        buildingName: 'a'.repeat(121),
        landmark: 'l'.repeat(121),
      }),
    ).toEqual({
      buildingName: 'Must be at most 120 characters',
      landmark: 'Must be at most 120 characters',
    });
  });
});

describe('the schemas made of the address rules', () => {
  it('ask for the building, area and pincode in the same words on every screen', async () => {
    const { buildingName, area, pincode } = required;
    expect(await errorsOf(profileAddressSchema, {})).toMatchObject({ buildingName, area, pincode });
    expect(await errorsOf(portfolioAddressSchema, {})).toMatchObject({
      buildingName,
      area,
      pincode,
    });
    expect(await errorsOf(addressBookEntrySchema, {})).toMatchObject({
      address1: buildingName,
      address2: area,
      pincode,
    });
  });
});

/** The address book request: the book's names for the building and the area. */
const entry = {
  name: form.name,
  mobile: form.mobile,
  address1: form.buildingName,
  address2: form.area,
  pincode: form.pincode,
};

const stored = {
  ...entry,
  mobile: '+919876543210',
  landmark: '',
  district: '',
  state: '',
  country: '',
  type: 'Home',
  default: true,
};

describe('addressBookEntrySchema', () => {
  it('fills the defaults: +91 mobile, empty landmark, Home and default true', async () => {
    expect(await valueOf(addressBookEntrySchema, entry)).toEqual(stored);
  });

  it('keeps what the client sends for the optional fields, trimmed', async () => {
    const value = await valueOf(addressBookEntrySchema, {
      ...entry,
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

  it('accepts a landmark and place cleared to null', async () => {
    const cleared = { landmark: null, district: null, state: null, country: null };
    expect(await valueOf(addressBookEntrySchema, { ...entry, ...cleared })).toEqual(stored);
  });

  it('accepts the entry with or without the id the client echoes back', async () => {
    expect(await valueOf(addressBookEntrySchema, { ...entry, _id: 'a1', id: 'a1' })).toEqual({
      ...stored,
      _id: 'a1',
      id: 'a1',
    });
  });

  it("uses the address rules under the book's names", async () => {
    expect(await errorsOf(addressBookEntrySchema, {})).toEqual({
      name: 'Name is required',
      mobile: 'Mobile number is required',
      address1: 'Building name is required',
      address2: 'Area is required',
      pincode: 'Pincode is required',
    });
    expect(
      await errorsOf(addressBookEntrySchema, { ...entry, name: 'R4hul', mobile: '1' }),
    ).toEqual({
      name: 'Please enter a valid name',
      mobile: 'Enter a valid 10-digit mobile number with optional country code',
    });
    expect(await errorsOf(addressBookEntrySchema, { ...entry, address2: 'a'.repeat(121) })).toEqual(
      { address2: 'Must be at most 120 characters' },
    );
  });

  it('refuses an address type it does not know', async () => {
    const errors = await errorsOf(addressBookEntrySchema, { ...entry, type: 'Office' });
    expect(Object.keys(errors)).toEqual(['type']);
  });

  it('refuses unknown fields, the form names among them', async () => {
    expect(await errorsOf(addressBookEntrySchema, { ...entry, userId: 'u1' })).toEqual({
      '': 'Unknown field(s): userId',
    });
    expect(
      await errorsOf(addressBookEntrySchema, { ...entry, buildingName: entry.address1 }),
    ).toEqual({ '': 'Unknown field(s): buildingName' });
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
