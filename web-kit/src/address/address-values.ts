import type { AddressForm } from 'shared-contracts';

/**
 * The address form's working copy, text as typed. `mobile` holds the 10 national digits, shown
 * beside "+91". Its fields and rules are `addressSchema`'s.
 */
export type AddressValues = Record<keyof AddressForm, string>;

export const blankAddress: AddressValues = {
  name: '',
  mobile: '',
  buildingName: '',
  area: '',
  landmark: '',
  pincode: '',
  district: '',
  state: '',
  country: '',
};
