import { describe, expect, it } from '@rstest/core';
import {
  canMoveOrder,
  nextOrderStatuses,
  ORDER_CODE_ALPHABET,
  ORDER_CODE_PATTERN,
  paymentMayPlace,
} from '../src/orders/constants.js';
import { orderErrors } from '../src/orders/messages.js';
import { nfcDetailsSchema, orderCreateSchema } from '../src/orders/schemas.js';
import { ORDER_STATUSES } from '../src/orders/status.js';
import type { OrderStatus } from '../src/orders/types.js';
import { errorsOf, valueOf, type Validatable } from './helpers.js';

const messagesOf = async <T>(schema: Validatable<T>, input: unknown) =>
  Object.values(await errorsOf(schema, input));

const PRODUCT = '6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f';
const PORTFOLIO = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
const KEY =
  'portfolios/0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a/1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d.jpg';

const body = (overrides: Record<string, unknown> = {}) => ({
  portfolioId: PORTFOLIO,
  nfcDetails: {
    customerName: 'Asha Rao',
    designation: 'Founder',
    customerLogo: { image: null, source: 'none' },
    customerPhoto: { image: { key: KEY }, source: 'order' },
  },
  totalPrice: 998,
  items: [{ productId: PRODUCT, quantity: 2, salePrice: 499 }],
  address: {
    name: 'Asha Rao',
    mobile: '9876543210',
    address1: '12, MG Road',
    address2: 'Indiranagar',
    pincode: '560038',
  },
  ...overrides,
});

describe('the order state machine', () => {
  // Every pair of statuses, against the house plan: only forward, or to cancelled/failed early.
  const allowed: Record<OrderStatus, OrderStatus[]> = {
    pending: ['placed', 'cancelled', 'failed'],
    placed: ['confirmed', 'cancelled'],
    confirmed: ['shipped', 'cancelled'],
    shipped: ['completed'],
    completed: [],
    cancelled: [],
    failed: [],
  };
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const expected = allowed[from].includes(to);
      it(`${expected ? 'allows' : 'refuses'} ${from} -> ${to}`, () => {
        expect(canMoveOrder(from, to)).toBe(expected);
      });
    }
  }

  it('never moves back to pending, and ends at completed, cancelled and failed', () => {
    for (const from of ORDER_STATUSES) expect(canMoveOrder(from, 'pending')).toBe(false);
    expect(nextOrderStatuses('completed')).toEqual([]);
    expect(nextOrderStatuses('shipped')).toEqual(['completed']);
  });

  it('lets money place a pending order, or a failed one whose link still took it', () => {
    expect(ORDER_STATUSES.filter(paymentMayPlace)).toEqual(['pending', 'failed']);
  });

  it('writes codes as TF- and six unambiguous characters', () => {
    expect('TF-7K3Q9D').toMatch(ORDER_CODE_PATTERN);
    for (const code of ['TF-7K3Q9', 'TF-7K3Q9O', 'tf-7k3q9d', 'TF-7K3Q91', 'XX-7K3Q9D']) {
      expect(code).not.toMatch(ORDER_CODE_PATTERN);
    }
    expect(ORDER_CODE_ALPHABET).not.toMatch(/[01ILOU]/);
  });
});

describe('orderCreateSchema', () => {
  it('takes the review screen’s payload, whole cart items and address book entries included', async () => {
    const value = await valueOf(
      orderCreateSchema,
      body({
        items: [
          {
            productId: PRODUCT,
            quantity: 2,
            salePrice: 499,
            _id: 'line',
            name: 'Midnight',
            image: null,
            actualPrice: 999,
          },
        ],
        address: { ...body().address, _id: 'entry', default: true, type: 'Work' },
      }),
    );
    expect(value.items).toEqual([
      expect.objectContaining({ productId: PRODUCT, quantity: 2, salePrice: 499 }),
    ]);
    expect(value.address).toMatchObject({ mobile: '+919876543210', type: 'Work', landmark: '' });
    expect(value.nfcDetails.customerPhoto).toEqual({ image: { key: KEY }, source: 'order' });
  });

  it('refuses an empty cart, a bad line, a bad total or an unknown field with a message', async () => {
    expect(await messagesOf(orderCreateSchema, body({ items: [] }))).toContain(
      orderErrors.itemsRequired,
    );
    expect(
      await messagesOf(
        orderCreateSchema,
        body({ items: [{ productId: PRODUCT, quantity: 21, salePrice: 1 }] }),
      ),
    ).toContain(orderErrors.itemInvalid);
    expect(await messagesOf(orderCreateSchema, body({ totalPrice: 'x' }))).toContain(
      orderErrors.totalInvalid,
    );
    expect(await messagesOf(orderCreateSchema, body({ address: null }))).toContain(
      orderErrors.addressRequired,
    );
    expect(await messagesOf(orderCreateSchema, body({ portfolioId: 'mine' }))).toContain(
      orderErrors.portfolioInvalid,
    );
    expect((await messagesOf(orderCreateSchema, body({ status: 'placed' }))).join()).toMatch(
      /status/,
    );
  });
});

describe('nfcDetailsSchema', () => {
  const details = (overrides: Record<string, unknown>) => ({ ...body().nfcDetails, ...overrides });

  it('needs an image for "order" and "portfolio", and none for "none"', async () => {
    for (const [image, source] of [
      [null, 'order'],
      [null, 'portfolio'],
      [{ key: KEY }, 'none'],
    ] as const) {
      const errors = await messagesOf(
        nfcDetailsSchema,
        details({ customerLogo: { image, source } }),
      );
      expect(errors).toEqual(['This image is not one of your uploads']);
    }
    expect(
      await messagesOf(nfcDetailsSchema, details({ customerLogo: { image: null, source: 'cdn' } })),
    ).toContain(orderErrors.imageSourceInvalid);
  });

  it('checks the name and designation with the portfolio’s rules', async () => {
    expect(await messagesOf(nfcDetailsSchema, details({ customerName: '' }))).toContain(
      'Full name is required.',
    );
    expect((await messagesOf(nfcDetailsSchema, details({ designation: ' ' }))).length).toBe(1);
  });
});
