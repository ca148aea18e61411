import { COUNTRY_CODE } from './constants.js';

/**
 * An Indian mobile number: optional +91, 91 or 0, then 10 digits starting 6-9.
 * Spaces, dashes and brackets people type between digit groups are ignored.
 */
const MOBILE_PATTERN = /^(?:\+91|91|0)?([6-9]\d{9})$/;
const SEPARATORS = /[\s\-()]/g;

export function normalisePhone(input: string): string | null {
  const match = MOBILE_PATTERN.exec(input.replace(SEPARATORS, ''));
  return match ? `${COUNTRY_CODE}${match[1]}` : null;
}

export function isValidPhone(input: string): boolean {
  return normalisePhone(input) !== null;
}

/** The 10 national digits of a stored +91 number, for inputs that show +91 beside them. */
export function nationalDigits(phone: string): string {
  return normalisePhone(phone)?.slice(COUNTRY_CODE.length) ?? '';
}

/**
 * What the address form's mobile input keeps while typing: digits only, at most `max`. A pasted
 * "+91 98765 43210" keeps its ten national digits rather than "9198765432".
 */
export function digitsOnly(input: string, max: number): string {
  return (normalisePhone(input)?.slice(COUNTRY_CODE.length) ?? input.replace(/\D/g, '')).slice(
    0,
    max,
  );
}
