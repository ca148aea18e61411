import { describe, expect, it } from '@rstest/core';
import { deliveryLine } from '../src/shop/delivery.js';

describe('deliveryLine', () => {
  it("says the issue's words for a range of days", () => {
    expect(deliveryLine({ minDays: 5, maxDays: 7 })).toBe('Free delivery, usually in 5-7 days');
  });

  it('writes one number when the range is one day long, and "day" for one', () => {
    expect(deliveryLine({ minDays: 3, maxDays: 3 })).toBe('Free delivery, usually in 3 days');
    expect(deliveryLine({ minDays: 1, maxDays: 1 })).toBe('Free delivery, usually in 1 day');
    expect(deliveryLine({ minDays: 1, maxDays: 2 })).toBe('Free delivery, usually in 1-2 days');
  });
});
