import { describe, expect, it } from '@rstest/core';
import { ordersTexts } from '../src/orders/messages.js';
import { displayStatus, ORDER_STATUSES, STATUS_LABELS, statusTone } from '../src/orders/status.js';

describe('displayStatus', () => {
  it('maps the seven statuses to themselves', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'placed',
      'confirmed',
      'shipped',
      'completed',
      'cancelled',
      'failed',
    ]);
    for (const status of ORDER_STATUSES) {
      expect(displayStatus(status, 'Pending')).toBe(status);
      expect(displayStatus(status, 'Paid')).toBe(status);
    }
  });

  it('keeps a known status even when the payment failed', () => {
    expect(displayStatus('pending', 'Failed')).toBe('pending');
    expect(displayStatus('placed', 'Failed')).toBe('placed');
    expect(displayStatus('cancelled', 'Failed')).toBe('cancelled');
  });

  it('ignores case', () => {
    expect(displayStatus('CANCELLED')).toBe('cancelled');
    expect(displayStatus('Pending')).toBe('pending');
    expect(displayStatus('FAILED')).toBe('failed');
    expect(displayStatus('Placed')).toBe('placed');
    expect(displayStatus('cOnFiRmEd')).toBe('confirmed');
    expect(displayStatus('SHIPPED')).toBe('shipped');
    expect(displayStatus('Completed')).toBe('completed');
  });

  it('maps success, in any case, to completed', () => {
    expect(displayStatus('success')).toBe('completed');
    expect(displayStatus('SUCCESS')).toBe('completed');
    expect(displayStatus('Success', 'Failed')).toBe('completed');
  });

  it('makes any other value failed when the payment failed', () => {
    expect(displayStatus('processing', 'Failed')).toBe('failed');
    expect(displayStatus('refunded', 'failed')).toBe('failed');
    expect(displayStatus('', 'FAILED')).toBe('failed');
    expect(displayStatus(null, 'Failed')).toBe('failed');
    expect(displayStatus(undefined, 'Failed')).toBe('failed');
  });

  it('makes any other value pending otherwise', () => {
    expect(displayStatus('processing')).toBe('pending');
    expect(displayStatus('processing', 'Paid')).toBe('pending');
    expect(displayStatus('processing', 'Pending')).toBe('pending');
    expect(displayStatus('processing', null)).toBe('pending');
    expect(displayStatus('processing', 'payment failed')).toBe('pending');
    expect(displayStatus('')).toBe('pending');
    expect(displayStatus(null)).toBe('pending');
    expect(displayStatus(undefined)).toBe('pending');
  });

  it('does not take a near miss for a status', () => {
    expect(displayStatus('cancel')).toBe('pending');
    expect(displayStatus('complete')).toBe('pending');
    expect(displayStatus('shipping', 'Failed')).toBe('failed');
  });
});

describe('STATUS_LABELS', () => {
  it('names every status as the spec does', () => {
    expect(STATUS_LABELS).toEqual({
      completed: 'Order Completed',
      confirmed: 'Order Confirmed',
      shipped: 'Order Shipped',
      placed: 'Order Placed',
      pending: 'Order Pending',
      cancelled: 'Order Cancelled',
      failed: 'Order Failed',
    });
    expect(STATUS_LABELS).toBe(ordersTexts.statusLabels);
  });

  it('labels a raw server value through the mapping', () => {
    expect(STATUS_LABELS[displayStatus('SUCCESS')]).toBe('Order Completed');
    expect(STATUS_LABELS[displayStatus('whatever', 'Failed')]).toBe('Order Failed');
    expect(STATUS_LABELS[displayStatus('whatever')]).toBe('Order Pending');
  });
});

describe('statusTone', () => {
  it('is danger for cancelled and failed', () => {
    expect(statusTone('cancelled')).toBe('danger');
    expect(statusTone('failed')).toBe('danger');
  });

  it('is success for completed', () => {
    expect(statusTone('completed')).toBe('success');
  });

  it('is progress while a paid order is on its way', () => {
    expect(statusTone('placed')).toBe('progress');
    expect(statusTone('confirmed')).toBe('progress');
    expect(statusTone('shipped')).toBe('progress');
  });

  it('is muted while the order waits for payment', () => {
    expect(statusTone('pending')).toBe('muted');
  });
});

describe('ordersTexts', () => {
  it('keeps the list and detail texts', () => {
    expect(ordersTexts.listHeading).toBe('Your Orders');
    expect(ordersTexts.detailHeading).toBe('Order Details');
    expect(ordersTexts.emptyTitle).toBe('No orders found');
    expect(ordersTexts.emptyText).toBe("You haven't placed any orders yet.");
    expect(ordersTexts.listLoadFailed).toBe('Failed to fetch orders');
    expect(ordersTexts.detailLoadFailed).toBe('Failed to load order details');
    expect(ordersTexts.notFound).toBe('Order not found');
    expect(ordersTexts.paymentLinkUnavailable).toBe(
      'Payment link unavailable. Please contact support.',
    );
  });
});
