import { describe, expect, it } from '@rstest/core';
import {
  GSTIN_LENGTH,
  gstinCheckCharacter,
  gstinProblem,
  gstinStateCode,
  isValidGstin,
  normaliseGstin,
} from '../src/invoices/gstin.js';
import { invoiceErrors } from '../src/invoices/messages.js';
import { businessPurchaseSchema, gstinSchema } from '../src/invoices/schemas.js';
import { allErrorsOf, valueOf } from './helpers.js';

/** Registered GSTINs as printed on real invoices: their check characters are GSTN's own. */
const REAL = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

/** A GSTIN of these first 14 characters with the right check character. */
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('the GSTIN check character (GSTN Luhn mod 36)', () => {
  it('is the one registered GSTINs carry', () => {
    for (const gstin of REAL) {
      expect(gstin).toHaveLength(GSTIN_LENGTH);
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(gstinProblem(gstin)).toBeNull();
      expect(isValidGstin(gstin)).toBe(true);
    }
  });

  it('is computed as GSTN describes, worked by hand for 27AAPFU0939F1Z', () => {
    // Values 2 7 A=10 A=10 P=25 F=15 U=30 0 9 3 9 F=15 1 Z=35, times 1 2 1 2 ... from the left;
    // each product's base-36 digits summed: 2 14 10 20 25 30 30 0 9 6 9 30 1 70=(1,34).
    const digits = [2, 14, 10, 20, 25, 30, 30, 0, 9, 6, 9, 30, 1, 1 + 34];
    const sum = digits.reduce((a, b) => a + b, 0);
    expect(sum).toBe(221);
    // 221 = 6 x 36 + 5: the check is 36 - 5 = 31, V.
    expect(CHARACTERS[36 - (sum % 36)]).toBe('V');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('catches every single wrong character among the first 14', () => {
    for (const gstin of REAL) {
      for (let i = 0; i < 14; i++) {
        for (const char of CHARACTERS) {
          if (char === gstin[i]) continue;
          const typo = gstin.slice(0, i) + char + gstin.slice(i + 1);
          expect(isValidGstin(typo)).toBe(false);
        }
      }
    }
  });

  it('catches two neighbouring characters swapped, where they differ', () => {
    for (const gstin of REAL) {
      for (let i = 0; i < 14; i++) {
        if (gstin[i] === gstin[i + 1]) continue;
        const swapped = gstin.slice(0, i) + gstin[i + 1] + gstin[i] + gstin.slice(i + 2);
        expect(isValidGstin(swapped)).toBe(false);
      }
    }
  });
});

describe('gstinProblem', () => {
  it.each([
    ['27AAPFU0939F1ZW', 'checkCharacter'],
    ['29AAGCB7383J1Z5', 'checkCharacter'],
    ['27AAPFU0939F1Z', 'length'],
    ['27AAPFU0939F1ZVV', 'length'],
    ['', 'length'],
    ['27AAPFU0939F1Z#', 'characters'],
    ['27aapfu0939f1zv', 'characters'],
  ])('%s: %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('refuses a state code GST does not have, even with the right check character', () => {
    for (const code of ['00', '39', '96', '98', '99', '25', '28', 'A7']) {
      const gstin = withCheck(`${code}AAPFU0939F1Z`);
      expect([gstin, gstinProblem(gstin)]).toEqual([gstin, 'stateCode']);
    }
    for (const code of ['01', '26', '37', '38', '97']) {
      expect(gstinProblem(withCheck(`${code}AAPFU0939F1Z`))).toBeNull();
    }
  });

  it('refuses a PAN that is not 5 letters, 4 digits and a letter', () => {
    for (const pan of ['AAPF10939F', 'AAPFUA939F', 'AAPFU09391', '1APFU0939F']) {
      expect(gstinProblem(withCheck(`27${pan}1Z`))).toBe('pan');
    }
  });

  it('refuses entity number 0 and a 14th character other than Z', () => {
    expect(gstinProblem(withCheck('27AAPFU0939F0Z'))).toBe('entity');
    expect(gstinProblem(withCheck('27AAPFU0939FAZ'))).toBeNull();
    expect(gstinProblem(withCheck('27AAPFU0939F1Y'))).toBe('default');
  });

  it('reads the state a GSTIN is registered in from its first two digits', () => {
    expect(gstinStateCode('29AAGCB7383J1Z4')).toBe('29');
  });
});

describe('gstinSchema', () => {
  it('passes a GSTIN as people type it, normalised', async () => {
    expect(await valueOf(gstinSchema, ' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(await valueOf(gstinSchema, '29 AAGCB 7383J 1Z4')).toBe('29AAGCB7383J1Z4');
    expect(await valueOf(gstinSchema, '29-AAGCB7383J-1Z4')).toBe('29AAGCB7383J1Z4');
    expect(normaliseGstin('27aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('passes nothing at all: a form makes it required where it is', async () => {
    expect(await valueOf(gstinSchema, undefined)).toBeUndefined();
    expect(await valueOf(gstinSchema, '')).toBe('');
    expect(await valueOf(gstinSchema, '   ')).toBe('');
  });

  it('says precisely what is wrong', async () => {
    const m = invoiceErrors.gstin;
    expect(await allErrorsOf(gstinSchema, '27AAPFU0939F1ZW')).toEqual({ '': [m.checkCharacter] });
    expect(await allErrorsOf(gstinSchema, '27AAPFU0939F1Z')).toEqual({ '': [m.length] });
    expect(await allErrorsOf(gstinSchema, withCheck('99AAPFU0939F1Z'))).toEqual({
      '': [m.stateCode],
    });
    expect(await allErrorsOf(gstinSchema, '27AAPFU0939F1Z.')).toEqual({ '': [m.characters] });
    expect(await allErrorsOf(gstinSchema, ['27AAPFU0939F1ZV'])).toEqual({ '': ['Must be text'] });
  });
});

describe('businessPurchaseSchema', () => {
  const m = invoiceErrors;

  it('asks for nothing when "Business purchase" is not ticked, and drops what the fields hold', async () => {
    expect(await valueOf(businessPurchaseSchema, {})).toEqual({ businessPurchase: false });
    expect(
      await valueOf(businessPurchaseSchema, {
        businessPurchase: false,
        gstin: 'not a GSTIN',
        legalName: '',
      }),
    ).toEqual({ businessPurchase: false });
  });

  it('requires the GSTIN and the legal name when it is ticked', async () => {
    expect(await allErrorsOf(businessPurchaseSchema, { businessPurchase: true })).toEqual({
      gstin: [m.gstinRequired],
      legalName: [m.legalNameRequired],
    });
    expect(
      await allErrorsOf(businessPurchaseSchema, {
        businessPurchase: true,
        gstin: '  ',
        legalName: '  ',
      }),
    ).toEqual({ gstin: [m.gstinRequired], legalName: [m.legalNameRequired] });
  });

  it('checks the GSTIN as gstinSchema does, and bounds the name', async () => {
    expect(
      await allErrorsOf(businessPurchaseSchema, {
        businessPurchase: true,
        gstin: '27AAPFU0939F1ZW',
        legalName: 'x'.repeat(121),
      }),
    ).toEqual({ gstin: [m.gstin.checkCharacter], legalName: [m.legalNameTooLong] });
  });

  it('passes a business, normalised', async () => {
    expect(
      await valueOf(businessPurchaseSchema, {
        businessPurchase: true,
        gstin: '29aagcb7383j1z4',
        legalName: '  Bharat   Cards  LLP ',
      }),
    ).toEqual({ businessPurchase: true, gstin: '29AAGCB7383J1Z4', legalName: 'Bharat Cards LLP' });
  });

  it('refuses a tick that is not a boolean', async () => {
    expect(await allErrorsOf(businessPurchaseSchema, { businessPurchase: 'maybe' })).toEqual({
      businessPurchase: [m.notABoolean],
    });
  });
});
