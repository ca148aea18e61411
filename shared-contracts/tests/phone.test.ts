import { describe, expect, it } from '@rstest/core';
import { normalisePhone } from '../src/common/phone.js';

describe('normalisePhone', () => {
  it('accepts the +91, 91 and 0 prefixes and stores +91 and ten digits', () => {
    expect(normalisePhone('+919876543210')).toBe('+919876543210');
    expect(normalisePhone('919876543210')).toBe('+919876543210');
    expect(normalisePhone('09876543210')).toBe('+919876543210');
    expect(normalisePhone('9876543210')).toBe('+919876543210');
  });
});
