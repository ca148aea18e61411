import { describe, expect, it } from '@rstest/core';
import { digitsOnly, isValidPhone, nationalDigits, normalisePhone } from '../src/common/phone.js';

describe('normalisePhone', () => {
  it('accepts the +91, 91 and 0 prefixes and stores +91 and ten digits', () => {
    expect(normalisePhone('+919876543210')).toBe('+919876543210');
    expect(normalisePhone('919876543210')).toBe('+919876543210');
    expect(normalisePhone('09876543210')).toBe('+919876543210');
    expect(normalisePhone('9876543210')).toBe('+919876543210');
  });

  it('ignores spaces, dashes and brackets between digit groups', () => {
    expect(normalisePhone('+91 98765 43210')).toBe('+919876543210');
    expect(normalisePhone('98765-43210')).toBe('+919876543210');
    expect(normalisePhone('(+91) 98765 43210')).toBe('+919876543210');
    expect(normalisePhone(' 9876543210 ')).toBe('+919876543210');
  });

  it.each(['6', '7', '8', '9'])('accepts a first digit of %s', (first) => {
    expect(normalisePhone(`${first}000000000`)).toBe(`+91${first}000000000`);
  });

  it.each(['0', '1', '2', '3', '4', '5'])('refuses a first digit of %s', (first) => {
    expect(normalisePhone(`${first}876543210`)).toBeNull();
  });

  it('reads the ambiguous 9198765432 as ten national digits', () => {
    expect(normalisePhone('9198765432')).toBe('+919198765432');
  });

  it.each([
    '',
    '987654321',
    '98765432101',
    '+929876543210',
    '+91 0987654321',
    '98765abcde',
    '9876543210x',
    '+91-',
    '+ 919876543210x',
    '９８７６５４３２１０',
  ])('refuses %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });
});

describe('isValidPhone', () => {
  it('agrees with normalisePhone', () => {
    expect(isValidPhone('+91 98765 43210')).toBe(true);
    expect(isValidPhone('5876543210')).toBe(false);
  });
});

describe('nationalDigits', () => {
  it('gives the ten digits of a stored or typed number', () => {
    expect(nationalDigits('+919876543210')).toBe('9876543210');
    expect(nationalDigits('09876543210')).toBe('9876543210');
  });

  it('gives an empty string for something that is not a mobile number', () => {
    expect(nationalDigits('')).toBe('');
    expect(nationalDigits('12345')).toBe('');
  });
});

describe('digitsOnly', () => {
  it('keeps the digits only', () => {
    expect(digitsOnly('98765-43210', 10)).toBe('9876543210');
    expect(digitsOnly('abc 98 76', 10)).toBe('9876');
    expect(digitsOnly('no digits', 10)).toBe('');
  });

  it('cuts the digits at the limit', () => {
    expect(digitsOnly('987654321012', 10)).toBe('9876543210');
    expect(digitsOnly('123456', 4)).toBe('1234');
  });

  it('keeps the ten national digits of a pasted number with its country code', () => {
    expect(digitsOnly('+91 98765 43210', 10)).toBe('9876543210');
    expect(digitsOnly('09876543210', 10)).toBe('9876543210');
    expect(digitsOnly('123456', 4)).toBe('1234');
  });
});
