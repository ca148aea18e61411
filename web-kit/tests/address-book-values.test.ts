import { describe, expect, it } from '@rstest/core';
import type { AddressBookEntry } from 'shared-contracts';
import {
  addressBookRequestOf,
  addressValuesOf,
  withAddressFormNames,
} from '../src/address/address-book-values';
import { blankAddress } from '../src/address/address-values';

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
  type: 'Work',
  default: false,
};

const values = {
  name: 'Ravi Rao',
  mobile: '9876543210',
  buildingName: '12 Lake View',
  area: 'Indiranagar',
  landmark: 'Near the park',
  pincode: '560038',
  district: 'Bangalore',
  state: 'Karnataka',
  country: 'India',
};

describe('addressValuesOf', () => {
  it("shows an entry under the form's names, the mobile as the digits beside +91", () => {
    expect(addressValuesOf(entry)).toEqual(values);
  });

  it('gives a blank form for no entry', () => {
    expect(addressValuesOf(undefined)).toEqual(blankAddress);
  });

  it('shows what there is of a stored mobile that is not a valid number', () => {
    expect(addressValuesOf({ ...entry, mobile: '12345' }).mobile).toBe('12345');
  });
});

describe('addressBookRequestOf', () => {
  it("sends the address trimmed, under the book's names, as the default Home address", () => {
    expect(
      addressBookRequestOf({ ...values, name: ' Ravi Rao ', landmark: ' Near the park ' }),
    ).toEqual({
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
    });
  });
});

describe('withAddressFormNames', () => {
  it("puts the book's field messages under the form's names", () => {
    const failure = {
      status: 400,
      data: {
        success: false,
        message: 'Check the address',
        code: 'VALIDATION_ERROR',
        fields: { address1: 'Too long', address2: 'Area is required', pincode: 'Unknown' },
      },
    };
    expect(withAddressFormNames(failure)).toEqual({
      ...failure,
      data: {
        ...failure.data,
        fields: { buildingName: 'Too long', area: 'Area is required', pincode: 'Unknown' },
      },
    });
  });

  it('leaves a failure without field messages as it is', () => {
    const failure = { status: 0, data: { success: false, message: 'Network Error' } };
    expect(withAddressFormNames(failure)).toBe(failure);
  });
});
