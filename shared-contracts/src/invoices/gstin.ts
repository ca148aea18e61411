import { gstStateOfCode } from './states.js';

/**
 * A GSTIN: the state code (2 digits), the holder's PAN (5 letters, 4 digits, a letter), the
 * entity number of that PAN in that state (1-9, then A-Z), "Z", and a check character.
 */
export const GSTIN_LENGTH = 15;

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: GSTN's Luhn mod 36. Each character's
 * value (0-9, A=10 ... Z=35) is multiplied by 1 and 2 in turn from the left, each product's two
 * base-36 digits are added up, and the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARACTERS.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError(`not a GSTIN character: "${first14[i] ?? ''}"`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** As people type it: spaces and hyphens between groups dropped, letters upper case. */
export function normaliseGstin(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** What is wrong with a GSTIN, the first thing found, or null when it is one. */
export type GstinProblem =
  | 'length'
  | 'characters'
  | 'stateCode'
  | 'pan'
  | 'entity'
  | 'default'
  | 'checkCharacter';

/** Judges a normalised GSTIN (see `normaliseGstin`). */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== GSTIN_LENGTH) return 'length';
  if (!/^[0-9A-Z]+$/.test(gstin)) return 'characters';
  if (!/^\d\d$/.test(gstin.slice(0, 2)) || !gstStateOfCode(gstin.slice(0, 2))) return 'stateCode';
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return 'pan';
  if (gstin[12] === '0') return 'entity';
  if (gstin[13] !== 'Z') return 'default';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'checkCharacter';
  return null;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === null;

/** The state code a GSTIN begins with: where its holder is registered. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);
