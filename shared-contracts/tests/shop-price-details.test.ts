import { describe, expect, it } from '@rstest/core';
import { PRICES_NOTE, SHIPPING_FEE } from '../src/common/constants.js';
import { priceDetailsTexts, shopTexts } from '../src/shop/messages.js';
import { loadCatalogue } from '../src/i18n/catalogue.js';
import { localizeTexts } from '../src/i18n/texts.js';
import { formatPrice, formatRupees } from '../src/shop/money.js';
import { priceDetails, type PricedLine } from '../src/shop/price-details.js';

const nothing = {
  itemCount: 0,
  mrpTotal: 0,
  productDiscount: 0,
  subtotal: 0,
  shipping: 0,
  totalPayable: 0,
  youSave: 0,
};

const classic: PricedLine = { actualPrice: 999, salePrice: 499, quantity: 2 };
const metal: PricedLine = { actualPrice: 2_499, salePrice: 1_999, quantity: 1 };

describe('priceDetails', () => {
  it('gives all zeros for an empty cart', () => {
    expect(priceDetails([])).toEqual(nothing);
  });

  it('works out one line', () => {
    expect(priceDetails([classic])).toEqual({
      itemCount: 2,
      mrpTotal: 1_998,
      productDiscount: 1_000,
      subtotal: 998,
      shipping: 0,
      totalPayable: 998,
      youSave: 1_000,
    });
  });

  it('adds up several lines', () => {
    expect(priceDetails([classic, metal])).toEqual({
      itemCount: 3,
      mrpTotal: 4_497,
      productDiscount: 1_500,
      subtotal: 2_997,
      shipping: 0,
      totalPayable: 2_997,
      youSave: 1_500,
    });
  });

  it('counts items as the sum of quantities, not of lines', () => {
    const lines = [
      { ...classic, quantity: 3 },
      { ...metal, quantity: 5 },
      { ...classic, quantity: 1 },
    ];
    expect(priceDetails(lines).itemCount).toBe(9);
  });

  it('sums amounts in paise, so 0.1 + 0.2 is 0.3', () => {
    const details = priceDetails([
      { actualPrice: 0.2, salePrice: 0.1, quantity: 1 },
      { actualPrice: 0.2, salePrice: 0.2, quantity: 1 },
    ]);
    expect(details).toEqual({
      itemCount: 2,
      mrpTotal: 0.4,
      productDiscount: 0.1,
      subtotal: 0.3,
      shipping: 0,
      totalPayable: 0.3,
      youSave: 0.1,
    });
  });

  it('multiplies in paise, so 1.10 x 3 is 3.30', () => {
    expect(1.1 * 3).not.toBe(3.3);
    expect(1.15 * 3).not.toBe(3.45);
    const details = priceDetails([{ actualPrice: 1.15, salePrice: 1.1, quantity: 3 }]);
    expect(details.subtotal).toBe(3.3);
    expect(details.mrpTotal).toBe(3.45);
    expect(details.productDiscount).toBe(0.15);
    expect(details.youSave).toBe(0.15);
    expect(details.totalPayable).toBe(3.3);
  });

  it('keeps many small amounts exact', () => {
    const lines = Array.from({ length: 10 }, () => ({
      actualPrice: 0.3,
      salePrice: 0.1,
      totalAmount: 0.1,
      quantity: 1,
    }));
    expect(priceDetails(lines)).toMatchObject({
      mrpTotal: 3,
      subtotal: 1,
      productDiscount: 2,
      youSave: 2,
      totalPayable: 1,
    });
    const thirds = [33.33, 33.33, 33.34].map((price) => ({
      actualPrice: price,
      salePrice: price,
      quantity: 1,
    }));
    expect(priceDetails(thirds).subtotal).toBe(100);
  });

  it('takes the subtotal from totalAmount when a line has one', () => {
    const details = priceDetails([{ ...classic, totalAmount: 900 }]);
    expect(details.subtotal).toBe(900);
    expect(details.totalPayable).toBe(900);
    // The MRP total, the discount line and the savings still come from the prices.
    expect(details.mrpTotal).toBe(1_998);
    expect(details.productDiscount).toBe(1_098);
    expect(details.youSave).toBe(1_000);
  });

  it('takes salePrice x quantity for a line without totalAmount, line by line', () => {
    const details = priceDetails([{ ...classic, totalAmount: 1_000 }, metal]);
    expect(details.subtotal).toBe(1_000 + 1_999);
  });

  it('prefers totalAmount even when it is 0', () => {
    expect(priceDetails([{ ...classic, totalAmount: 0 }]).subtotal).toBe(0);
  });

  it('shows the product discount only when the MRP total is above the subtotal', () => {
    const atMrp = priceDetails([{ actualPrice: 499, salePrice: 499, quantity: 2 }]);
    expect(atMrp.productDiscount).toBe(0);
    expect(atMrp.youSave).toBe(0);
    expect(atMrp.mrpTotal).toBe(atMrp.subtotal);
  });

  it('never gives a negative product discount', () => {
    expect(priceDetails([{ actualPrice: 499, salePrice: 599, quantity: 1 }]).productDiscount).toBe(
      0,
    );
    expect(priceDetails([{ ...classic, totalAmount: 5_000 }]).productDiscount).toBe(0);
  });

  it('computes youSave as (actualPrice - salePrice) x quantity, summed', () => {
    const details = priceDetails([
      { actualPrice: 999, salePrice: 499, quantity: 3 },
      { actualPrice: 1_299.5, salePrice: 1_000.25, quantity: 2 },
      { actualPrice: 750, salePrice: 750, quantity: 4 },
    ]);
    expect(details.youSave).toBe(500 * 3 + 299.25 * 2);
    expect(details.youSave).toBe(2_098.5);
    expect(details.productDiscount).toBe(details.youSave);
  });

  it('drops lines at quantity 0, whatever totalAmount they kept', () => {
    expect(priceDetails([{ ...classic, quantity: 0 }])).toEqual(nothing);
    expect(priceDetails([{ ...classic, quantity: 0, totalAmount: 499 }])).toEqual(nothing);
    expect(priceDetails([metal, { ...classic, quantity: 0, totalAmount: 499 }])).toEqual(
      priceDetails([metal]),
    );
  });

  it('treats a negative quantity as 0', () => {
    expect(priceDetails([{ ...classic, quantity: -2 }])).toEqual(nothing);
    expect(priceDetails([{ ...classic, quantity: -1, totalAmount: -499 }])).toEqual(nothing);
    expect(priceDetails([metal, { ...classic, quantity: -3 }])).toEqual(priceDetails([metal]));
  });

  it('charges no shipping: the total payable is the subtotal', () => {
    expect(SHIPPING_FEE).toBe(0);
    for (const lines of [[], [classic], [classic, metal], [{ ...metal, totalAmount: 1_500 }]]) {
      const details = priceDetails(lines);
      expect(details.shipping).toBe(0);
      expect(details.totalPayable).toBe(details.subtotal);
    }
  });

  it('does not change the lines it is given', () => {
    const lines = [{ ...classic }, { ...metal, totalAmount: 1_999 }];
    const copy = structuredClone(lines);
    priceDetails(lines);
    expect(lines).toEqual(copy);
  });

  it('formats as the Price Details block and the footer show it', () => {
    const details = priceDetails([
      { actualPrice: 99_999, salePrice: 61_728.25, quantity: 2 },
      { actualPrice: 0.2, salePrice: 0.1, quantity: 1 },
    ]);
    expect(formatRupees(details.mrpTotal, 2)).toBe('₹1,99,998.20');
    expect(formatRupees(details.productDiscount, 2)).toBe('₹76,541.60');
    expect(formatRupees(details.totalPayable, 2)).toBe('₹1,23,456.60');
    expect(formatRupees(details.totalPayable, 0)).toBe('₹1,23,457');
  });
});

describe('price texts', () => {
  it('are the spec words', () => {
    expect(shopTexts.priceDetails).toBe('Price Details');
    expect(shopTexts.pricesNote).toBe('Prices include all applicable taxes.');
    expect(shopTexts.pricesNote).toBe(PRICES_NOTE);
    expect(priceDetailsTexts.price(1)).toBe('Price (1 item)');
    expect(priceDetailsTexts.price(3)).toBe('Price (3 items)');
    expect(priceDetailsTexts.productDiscount).toBe('Product Discount');
    expect(priceDetailsTexts.subtotal).toBe('Subtotal');
    expect(priceDetailsTexts.totalPayable).toBe('Total Payable');
    expect(priceDetailsTexts.youSave('₹1,350.00')).toBe('You save ₹1,350.00 on this order');
    expect(shopTexts.inclusiveOfTaxes).toBe('Inclusive of all taxes');
    expect(shopTexts.percentOff).toBe('% OFF');
    expect(shopTexts.checkout).toBe('Checkout');
    expect(shopTexts.cartHeading).toBe('My Cart');
    expect(shopTexts.cartEmpty).toBe('Your cart is empty');
    expect(shopTexts.loading).toBe('Loading...');
    expect(shopTexts.remove).toBe('Remove');
    expect(shopTexts.change).toBe('CHANGE');
    expect(shopTexts.add).toBe('ADD');
    expect(shopTexts.processing).toBe('Processing...');
    expect(shopTexts.noAddress).toBe('No address selected');
    expect(shopTexts.reviewHeading).toBe('Review');
    expect(shopTexts.nfcDetailsHeading).toBe('Your NFC Card Details');
  });
});

describe('money in every language', () => {
  it('keeps the Indian grouping of a lakh in Hindi, Bengali, Marathi and Tamil', async () => {
    expect(formatRupees(100000, 2)).toBe('₹1,00,000.00');
    expect(formatPrice(100000)).toBe('₹1,00,000');
    const details = priceDetails([{ salePrice: 100000, actualPrice: 150000, quantity: 1 }]);
    for (const language of ['hi', 'bn', 'mr', 'ta'] as const) {
      const texts = localizeTexts(priceDetailsTexts, await loadCatalogue(language));
      const saved = texts.youSave(formatRupees(details.youSave, 2));
      expect(saved).toContain('₹50,000.00');
      expect(saved).not.toContain('You save');
      expect(texts.price(details.itemCount)).toContain('1');
    }
    const hindi = localizeTexts(priceDetailsTexts, await loadCatalogue('hi'));
    expect(hindi.youSave(formatRupees(100000, 2))).toBe('इस ऑर्डर पर आपकी बचत ₹1,00,000.00');
    expect(hindi.price(3)).toBe('कीमत (3 आइटम)');
  });
});
