import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { shopApi } from '../src/api';
import { DeliveryLine } from '../src/shared/delivery-line';

describe('Delivery line', () => {
  it('asks the API for its delivery days, once, and says them', async () => {
    const host = fakeHost();
    host.answer({ success: true, result: { minDays: 3, maxDays: 4 } });
    renderScreen(
      <>
        <DeliveryLine />
        <DeliveryLine />
      </>,
      { host, apis: [shopApi], strict: true },
    );
    expect(await screen.findAllByText('Free delivery, usually in 3-4 days')).toHaveLength(2);
    expect(host.calls).toEqual([{ url: '/shop/delivery' }]);
  });

  it('promises nothing when the days cannot be read', async () => {
    const host = fakeHost();
    host.fail(500, 'Something went wrong');
    const { container } = renderScreen(<DeliveryLine />, { host, apis: [shopApi] });
    await waitFor(() => expect(host.calls).toHaveLength(1));
    expect(container).not.toHaveTextContent(/delivery/i);
  });
});
