import type { Language } from '../i18n/languages.js';
import type { Role } from '../backoffice/types.js';
import type { AddressType } from './address-type.js';

export interface AddressInfo {
  buildingName: string;
  area: string;
  pincode: string;
  district: string;
  state: string;
}

/** GET /user/profile. `portfolio` is the portfolio's id once one exists, otherwise null. */
export interface UserProfile {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  addressInfo: AddressInfo | null;
  portfolio: string | null;
  isOnboarded: boolean;
  /** Whether a link mailed to `email` was opened (or a reset link used). */
  emailVerified: boolean;
  /** `staff` and `admin` may open the back office (`/backoffice/*`). */
  role: Role;
  /** The language the person chose (issue 30), else the one the app spoke at sign-up; absent from
   * an API older than issue 30. */
  language?: Language;
}

export interface AddressBookEntry {
  _id: string;
  name: string;
  /** Stored as +91 followed by the 10 digits. */
  mobile: string;
  address1: string;
  address2: string;
  landmark: string;
  pincode: string;
  district: string;
  state: string;
  country: string;
  type: AddressType;
  default: boolean;
}
