import { number, object, string, type InferType } from 'yup';
import { requiredText, text } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { orderErrors } from '../orders/messages.js';
import { backofficeErrors as e } from './messages.js';
import { isTrackingUrl } from './tracking.js';
import { QUEUE_STATUSES, ROLES, type Role } from './types.js';

/** A tracking number is letters, digits and a few separators (a link: tracking.ts). */
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/;

/** A list's page, from 1: the queue's, the audit log's, an organisation's members'. */
export const pageField = () =>
  number()
    .typeError(e.pageInvalid)
    .integer(e.pageInvalid)
    .min(1, e.pageInvalid)
    .max(100_000, e.pageInvalid)
    .default(1);

/** What is typed in a list's search box. */
export const searchField = () => text().max(100, e.searchTooLong).default('');

/** GET /admin/orders/queue: a tab, a search (order code, e-mail or phone), a page. */
export const queueQuerySchema = object({
  status: string<(typeof QUEUE_STATUSES)[number]>()
    .oneOf(QUEUE_STATUSES, `The status must be one of ${QUEUE_STATUSES.join(', ')}`)
    .default('placed'),
  q: searchField(),
  page: pageField(),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type QueueQuery = InferType<typeof queueQuerySchema>;

/** POST /admin/order/{id}/ship. */
export const shipOrderSchema = object({
  courier: requiredText(e.courierRequired).max(60, e.courierTooLong),
  tracking: requiredText(e.trackingRequired)
    .max(200, e.trackingTooLong)
    .test(
      'number-or-link',
      e.trackingInvalid,
      (value) => !value || isTrackingUrl(value) || TRACKING_NUMBER.test(value),
    ),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type ShipOrderForm = InferType<typeof shipOrderSchema>;

/** POST /admin/order/{id}/cancel. */
export const cancelOrderSchema = object({
  reason: requiredText(e.reasonRequired).max(300, e.reasonTooLong),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type CancelOrderForm = InferType<typeof cancelOrderSchema>;

/** POST /admin/order/{id}/paid: paid outside Razorpay (a bank transfer), with its reference. */
export const markPaidSchema = object({
  reference: requiredText(orderErrors.paymentReferenceRequired).max(
    100,
    orderErrors.paymentReferenceTooLong,
  ),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type MarkPaidForm = InferType<typeof markPaidSchema>;

/** PUT /admin/roles: an admin gives an account (by e-mail) a role. */
export const grantRoleSchema = object({
  email: requiredText(e.emailRequired).max(254, e.emailRequired).lowercase(),
  role: string<Role>().typeError(e.roleInvalid).required(e.roleInvalid).oneOf(ROLES, e.roleInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type GrantRoleForm = InferType<typeof grantRoleSchema>;

/** GET /admin/audit. */
export const auditQuerySchema = object({
  page: pageField(),
}).exact(UNKNOWN_FIELDS_MESSAGE);
