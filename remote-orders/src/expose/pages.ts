import { defineRemote } from 'web-kit';
import { ordersApi } from '../api';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { OrderListPage } from '../features/order-list/components/order-list-page';

/** What the shell loads as `remote_orders/pages`. */
const remote = defineRemote({
  api: ordersApi,
  pages: {
    OrderList: OrderListPage,
    OrderDetail: OrderDetailPage,
  },
});

export const { api, pages, hostContract } = remote;
export default remote;
