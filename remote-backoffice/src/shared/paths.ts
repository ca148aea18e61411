import { BACKOFFICE_PATH } from 'shared-contracts';
import type { QueueStatus } from './queue-status';

/** The console's routes: the shell hands `/backoffice/*` to this remote, which routes the rest. */
export { BACKOFFICE_PATH };
export const AUDIT_PATH = `${BACKOFFICE_PATH}/audit`;
export const ROLES_PATH = `${BACKOFFICE_PATH}/roles`;
export const DASHBOARD_PATH = `${BACKOFFICE_PATH}/dashboard`;
export const PRODUCTS_PATH = `${BACKOFFICE_PATH}/products`;
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const CATEGORIES_PATH = `${BACKOFFICE_PATH}/categories`;
export const INVOICES_PATH = `${BACKOFFICE_PATH}/invoices`;
export const productPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
/** Where "Leave the back office" goes. */
export const HOME_PATH = '/home';

export const staffOrderPath = (id: string) => `${BACKOFFICE_PATH}/orders/${encodeURIComponent(id)}`;

/** The invoices of a range of days in India, both included. */
export const invoicesPath = ({ from, to }: { from: string; to: string }) =>
  `${INVOICES_PATH}?${new URLSearchParams({ from, to }).toString()}`;

/** The queue at a tab, a search and a page; the defaults are left out of the address. */
export function queuePath({
  status,
  q = '',
  page = 1,
}: {
  status: QueueStatus;
  q?: string;
  page?: number;
}) {
  const params = new URLSearchParams();
  if (status !== 'placed') params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${BACKOFFICE_PATH}?${query}` : BACKOFFICE_PATH;
}
