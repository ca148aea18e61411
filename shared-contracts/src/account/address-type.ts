import type { ADDRESS_TYPES } from '../common/constants.js';

export type AddressType = (typeof ADDRESS_TYPES)[number];
