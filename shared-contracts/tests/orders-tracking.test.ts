import { describe, expect, it } from '@rstest/core';
import { ordersTexts } from '../src/orders/messages.js';
import { trackingSteps, type TrackableOrder, type TrackingStep } from '../src/orders/tracking.js';
import type { OrderStatusLogs } from '../src/orders/types.js';

const noStamps: OrderStatusLogs = {
  orderPlacedAt: null,
  orderConfirmedAt: null,
  orderShippedAt: null,
  orderCompletedAt: null,
  orderCancelledAt: null,
};

// Each at 20:00 UTC, already the next day in India.
const allStamps: OrderStatusLogs = {
  orderPlacedAt: '2026-11-01T20:00:00.000Z',
  orderConfirmedAt: '2026-11-02T20:00:00.000Z',
  orderShippedAt: '2026-11-03T20:00:00.000Z',
  orderCompletedAt: '2026-11-04T20:00:00.000Z',
  orderCancelledAt: '2026-11-05T20:00:00.000Z',
};

const order = (
  orderStatus: string | null,
  orderStatusLogs: Partial<OrderStatusLogs> | null = noStamps,
  paymentStatus: string | null = 'Paid',
): TrackableOrder => ({ orderStatus, paymentStatus, orderStatusLogs });

/** number:key:done/inProgress:tone, one per step, to compare a whole timeline at a glance. */
const shape = (steps: TrackingStep[]) =>
  steps.map(
    (step) =>
      `${step.number}:${step.key}:${step.done ? 'done' : 'open'}${step.inProgress ? '+progress' : ''}:${step.tone}`,
  );

describe('trackingSteps for the four-step timeline', () => {
  // Every row of product-spec section 4's table, with done-ness, in-progress and colour per step.
  const table: Record<string, string[]> = {
    pending: ['1:placed:open+progress:progress'],
    placed: ['1:placed:done:success', '2:confirmed:open:muted'],
    confirmed: ['1:placed:done:success', '2:confirmed:done+progress:success'],
    shipped: [
      '1:placed:done:success',
      '2:confirmed:done:success',
      '3:shipped:done+progress:success',
    ],
    completed: [
      '1:placed:done:success',
      '2:confirmed:done:success',
      '3:shipped:done:success',
      '4:completed:done:success',
    ],
    success: [
      '1:placed:done:success',
      '2:confirmed:done:success',
      '3:shipped:done:success',
      '4:completed:done:success',
    ],
    'any other': ['1:placed:open+progress:progress'],
  };

  for (const [status, expected] of Object.entries(table)) {
    it(`shows ${expected.length} step(s) for ${status}`, () => {
      const raw = status === 'any other' ? 'on-hold' : status;
      expect(shape(trackingSteps(order(raw)))).toEqual(expected);
      expect(shape(trackingSteps(order(raw.toUpperCase())))).toEqual(expected);
    });
  }

  it('treats a missing status as pending', () => {
    expect(shape(trackingSteps(order(null)))).toEqual(table.pending);
    expect(shape(trackingSteps({ orderStatus: undefined }))).toEqual(table.pending);
  });

  it('titles the steps Order Placed, Order Confirmed, Shipped, Order Completed', () => {
    expect(trackingSteps(order('Completed')).map((step) => step.title)).toEqual([
      'Order Placed',
      'Order Confirmed',
      'Shipped',
      'Order Completed',
    ]);
  });

  it('never shows step 4 in progress', () => {
    for (const status of ['pending', 'placed', 'confirmed', 'shipped', 'completed', 'success']) {
      const fourth = trackingSteps(order(status))[3];
      expect(fourth?.inProgress ?? false).toBe(false);
    }
  });

  it('gives the default messages without timestamps', () => {
    expect(trackingSteps(order('pending')).map((step) => step.message)).toEqual([
      'Your order is being processed. Awaiting confirmation.',
    ]);
    expect(trackingSteps(order('completed')).map((step) => step.message)).toEqual([
      'Your order was successfully placed.',
      'Order has been confirmed by the admin.',
      'Your order has been shipped and is on its way.',
      'Your order has been delivered.',
    ]);
    for (const step of trackingSteps(order('completed'))) expect(step.date).toBeNull();
  });

  it('uses ARCHITECTURE decision 9 for steps 3 and 4, not the branch-pickup texts', () => {
    const messages = trackingSteps(order('completed')).map((step) => step.message);
    expect(messages).not.toContain('You can pick up your order from the branch at 10:00 AM.');
    expect(messages).not.toContain('A one hour delay adds a one hour rental charge.');
    expect(ordersTexts.tracking.shippedDefault).toBe(
      'Your order has been shipped and is on its way.',
    );
    expect(ordersTexts.tracking.completedDefault).toBe('Your order has been delivered.');
  });

  it('dates each step from its timestamp, the day in India in en-GB', () => {
    const steps = trackingSteps(order('completed', allStamps));
    expect(steps.map((step) => step.date)).toEqual([
      '02/11/2026',
      '03/11/2026',
      '04/11/2026',
      '05/11/2026',
    ]);
    expect(steps.map((step) => step.message)).toEqual([
      'Order placed on 02/11/2026',
      'Order confirmed on 03/11/2026',
      'Order shipped on 04/11/2026',
      'Order completed on 05/11/2026',
    ]);
  });

  it('mixes dated and default messages step by step', () => {
    const steps = trackingSteps(
      order('shipped', { ...noStamps, orderPlacedAt: '2026-11-01T06:00:00Z' }),
    );
    expect(steps.map((step) => step.message)).toEqual([
      'Order placed on 01/11/2026',
      'Order has been confirmed by the admin.',
      'Your order has been shipped and is on its way.',
    ]);
    expect(steps.map((step) => step.date)).toEqual(['01/11/2026', null, null]);
  });

  it('dates a pending step 1 when it has a timestamp, and awaits confirmation when not', () => {
    expect(trackingSteps(order('pending', allStamps))[0]?.message).toBe(
      'Order placed on 02/11/2026',
    );
    expect(trackingSteps(order('pending'))[0]?.message).toBe(
      'Your order is being processed. Awaiting confirmation.',
    );
    expect(trackingSteps(order('placed'))[0]?.message).toBe('Your order was successfully placed.');
  });

  it('shows only the steps of the status, whatever else the log holds', () => {
    const steps = trackingSteps(order('placed', allStamps));
    expect(steps.map((step) => step.message)).toEqual([
      'Order placed on 02/11/2026',
      'Order confirmed on 03/11/2026',
    ]);
  });

  it('counts an unreadable timestamp as missing, and reads no logs at all', () => {
    const steps = trackingSteps(order('confirmed', { orderPlacedAt: 'yesterday' }));
    expect(steps.map((step) => [step.date, step.message])).toEqual([
      [null, 'Your order was successfully placed.'],
      [null, 'Order has been confirmed by the admin.'],
    ]);
    expect(trackingSteps(order('confirmed', null)).map((step) => step.message)).toEqual([
      'Your order was successfully placed.',
      'Order has been confirmed by the admin.',
    ]);
  });
});

describe('trackingSteps for a cancelled order', () => {
  it('gives two completed red steps with the default messages', () => {
    expect(trackingSteps(order('cancelled'))).toEqual([
      {
        number: 1,
        key: 'placed',
        title: 'Order Placed',
        message: 'Your order was placed successfully.',
        date: null,
        done: true,
        inProgress: false,
        tone: 'danger',
      },
      {
        number: 2,
        key: 'cancelled',
        title: 'Order Cancelled',
        message: 'Your order has been cancelled.',
        date: null,
        done: true,
        inProgress: false,
        tone: 'danger',
      },
    ]);
  });

  it('dates both steps from their timestamps', () => {
    const steps = trackingSteps(order('CANCELLED', allStamps));
    expect(steps.map((step) => [step.date, step.message])).toEqual([
      ['02/11/2026', 'Order placed successfully on 02/11/2026'],
      ['06/11/2026', 'Order cancelled on 06/11/2026'],
    ]);
  });

  it('dates each step on its own', () => {
    const steps = trackingSteps(
      order('Cancelled', { ...noStamps, orderCancelledAt: '2026-11-23T23:00:00Z' }),
    );
    expect(steps.map((step) => step.message)).toEqual([
      'Your order was placed successfully.',
      'Order cancelled on 24/11/2026',
    ]);
  });

  it('stays cancelled when the payment failed as well', () => {
    expect(shape(trackingSteps(order('cancelled', noStamps, 'Failed')))).toEqual([
      '1:placed:done:danger',
      '2:cancelled:done:danger',
    ]);
  });
});

describe('trackingSteps for a failed order', () => {
  const failedStep: TrackingStep = {
    number: 1,
    key: 'failed',
    title: 'Order Failed',
    message: 'Your order could not be processed. Please try again.',
    date: null,
    done: true,
    inProgress: false,
    tone: 'danger',
  };

  it('gives one red step', () => {
    expect(trackingSteps(order('failed'))).toEqual([failedStep]);
    expect(trackingSteps(order('Failed', allStamps))).toEqual([failedStep]);
  });

  it('gives it for an unknown status when the payment failed, in any case', () => {
    expect(trackingSteps(order('expired', noStamps, 'Failed'))).toEqual([failedStep]);
    expect(trackingSteps(order('expired', noStamps, 'FAILED'))).toEqual([failedStep]);
    expect(trackingSteps(order(null, noStamps, 'failed'))).toEqual([failedStep]);
  });

  it('does not give it for a known status with a failed payment', () => {
    expect(shape(trackingSteps(order('pending', noStamps, 'Failed')))).toEqual([
      '1:placed:open+progress:progress',
    ]);
  });
});
