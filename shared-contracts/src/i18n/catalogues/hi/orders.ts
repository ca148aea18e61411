import type { Translation } from '../../texts.js';
import type { ordersSource } from '../../source/orders.js';

export const orders = {} as const satisfies Translation<typeof ordersSource>;
