import type { CartItem, DeliveryEstimate } from 'shared-contracts';
import { cartApi } from '../src/shared/cart-api';
import { deliveryApi } from '../src/shared/delivery-line';

/**
 * What earlier screens left in the shop's cache (renderScreen's `cached`), so a test of one screen
 * answers only that screen's own calls: the delivery days every shop screen reads once a session,
 * and the cart the header's cart link reads.
 */
export const cachedDelivery = (estimate: DeliveryEstimate = { minDays: 5, maxDays: 7 }) =>
  deliveryApi.util.upsertQueryEntries([
    { endpointName: 'getDelivery', arg: undefined, value: estimate },
  ]);

export const cachedCart = (lines: CartItem[] = []) =>
  cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: undefined, value: lines }]);
