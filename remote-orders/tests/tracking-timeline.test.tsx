import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import type { OrderStatus } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import { order, orderBody, orderIn, renderDetail, toneOf } from './order-fixtures';

/** Each step of the timeline as a person sees it: title, date, message, state and colour. */
function stepsShown() {
  const track = screen.getByRole('region', { name: 'Track Order' });
  return within(track)
    .getAllByRole('listitem')
    .map((step) => ({
      title: within(step).getByRole('heading', { level: 3 }).textContent,
      date: step.querySelector('time')?.textContent ?? null,
      message: step.querySelector('p')?.textContent,
      state: within(step).queryByText('In progress')
        ? 'in progress'
        : within(step).queryByText('Done')
          ? 'done'
          : within(step).queryByText('Pending')
            ? 'pending'
            : undefined,
      ticked: step.querySelector('svg') !== null,
      current: step.getAttribute('aria-current') === 'step',
      tone: toneOf(step),
    }));
}

async function showTimeline(status: OrderStatus, overrides = {}) {
  const host = fakeHost();
  host.answer(orderBody(orderIn(status, overrides)));
  renderDetail({ host });
  await screen.findByRole('region', { name: 'Track Order' });
  return stepsShown();
}

const step = (
  title: string,
  message: string,
  date: string | null,
  state: 'done' | 'in progress' | 'pending',
  tone: string,
  { ticked = state === 'done', current = state === 'in progress' } = {},
) => ({ title, date, message, state, ticked, current, tone });

describe('Track Order timeline', () => {
  it('pending: one step, in progress and blue', async () => {
    expect(await showTimeline('pending')).toEqual([
      step(
        'Order Placed',
        'Your order is being processed. Awaiting confirmation.',
        null,
        'in progress',
        'progress',
      ),
    ]);
  });

  it('placed: placed done in green with its date, confirmation still to come in grey', async () => {
    expect(await showTimeline('placed')).toEqual([
      step('Order Placed', 'Order placed on 24/11/2026', '24/11/2026', 'done', 'success'),
      step('Order Confirmed', 'Order has been confirmed by the admin.', null, 'pending', 'muted'),
    ]);
  });

  it('confirmed: both steps done and green, the second also in progress', async () => {
    expect(await showTimeline('confirmed')).toEqual([
      step('Order Placed', 'Order placed on 24/11/2026', '24/11/2026', 'done', 'success'),
      step(
        'Order Confirmed',
        'Order confirmed on 25/11/2026',
        '25/11/2026',
        'in progress',
        'success',
        {
          ticked: true,
        },
      ),
    ]);
  });

  it('shipped: three steps done, shipping in progress', async () => {
    expect(await showTimeline('shipped')).toEqual([
      step('Order Placed', 'Order placed on 24/11/2026', '24/11/2026', 'done', 'success'),
      step('Order Confirmed', 'Order confirmed on 25/11/2026', '25/11/2026', 'done', 'success'),
      step('Shipped', 'Order shipped on 26/11/2026', '26/11/2026', 'in progress', 'success', {
        ticked: true,
      }),
    ]);
  });

  it('completed: all four steps done and green', async () => {
    expect(await showTimeline('completed')).toEqual([
      step('Order Placed', 'Order placed on 24/11/2026', '24/11/2026', 'done', 'success'),
      step('Order Confirmed', 'Order confirmed on 25/11/2026', '25/11/2026', 'done', 'success'),
      step('Shipped', 'Order shipped on 26/11/2026', '26/11/2026', 'done', 'success'),
      step('Order Completed', 'Order completed on 28/11/2026', '28/11/2026', 'done', 'success'),
    ]);
  });

  it('cancelled: placed and cancelled, both red', async () => {
    expect(await showTimeline('cancelled')).toEqual([
      step(
        'Order Placed',
        'Order placed successfully on 24/11/2026',
        '24/11/2026',
        'done',
        'danger',
      ),
      step('Order Cancelled', 'Order cancelled on 25/11/2026', '25/11/2026', 'done', 'danger'),
    ]);
  });

  it('failed: one red step', async () => {
    expect(await showTimeline('failed')).toEqual([
      step(
        'Order Failed',
        'Your order could not be processed. Please try again.',
        null,
        'done',
        'danger',
      ),
    ]);
  });

  it('without timestamps, each step says its default message and shows no date', async () => {
    const host = fakeHost();
    host.answer(orderBody(order({ orderStatus: 'completed' })));
    renderDetail({ host });
    await screen.findByRole('region', { name: 'Track Order' });
    expect(stepsShown().map(({ message, date }) => [message, date])).toEqual([
      ['Your order was successfully placed.', null],
      ['Order has been confirmed by the admin.', null],
      ['Your order has been shipped and is on its way.', null],
      ['Your order has been delivered.', null],
    ]);
  });

  it('a cancelled order without timestamps says so in its default words', async () => {
    const host = fakeHost();
    host.answer(orderBody(order({ orderStatus: 'cancelled' })));
    renderDetail({ host });
    await screen.findByRole('region', { name: 'Track Order' });
    expect(stepsShown().map(({ message }) => message)).toEqual([
      'Your order was placed successfully.',
      'Your order has been cancelled.',
    ]);
  });
});

describe('what the shop added to the timeline', () => {
  const track = () => screen.getByRole('region', { name: 'Track Order' });

  it('shows the courier and a link to follow the parcel on Shipped', async () => {
    await showTimeline('shipped', {
      shipping: {
        courier: 'Delhivery',
        tracking: 'https://www.delhivery.com/track/package/DL123',
        trackingUrl: 'https://www.delhivery.com/track/package/DL123',
      },
    });
    expect(within(track()).getByText('Courier: Delhivery')).toBeVisible();
    const link = within(track()).getByRole('link', { name: 'Track your parcel' });
    expect(link).toHaveAttribute('href', 'https://www.delhivery.com/track/package/DL123');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows a bare tracking number as text, never as a link', async () => {
    await showTimeline('completed', {
      shipping: { courier: 'India Post', tracking: 'EE123456789IN', trackingUrl: null },
    });
    expect(within(track()).getByText('Tracking number: EE123456789IN')).toBeVisible();
    expect(within(track()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows why the shop cancelled', async () => {
    await showTimeline('cancelled', { cancelReason: 'The buyer asked us to' });
    expect(within(track()).getByText('Reason: The buyer asked us to')).toBeVisible();
  });
});
