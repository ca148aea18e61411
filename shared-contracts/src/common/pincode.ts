import { PINCODE_LENGTH } from './constants.js';

const PINCODE_PATTERN = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

export function isValidPincode(input: string): boolean {
  return PINCODE_PATTERN.test(input);
}
