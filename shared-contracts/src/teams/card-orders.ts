import { array, boolean, lazy, object, string, type InferType } from 'yup';
import { fullNameField, requiredText, text } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { validationMessages as m } from '../auth/messages.js';
import { pageField } from '../backoffice/schemas.js';
import { orderErrors } from '../orders/messages.js';
import { orderAddressSchema, rupeesField } from '../orders/schemas.js';
import { portfolioValidation as v } from '../portfolio/messages.js';
import { isId } from '../common/ids.js';
import { BULK_ORDER_MAX_CARDS, organisationErrors as e } from './messages.js';

/** A member by their user id, as every member route names one. */
const memberId = () => text().required(e.memberNotFound).max(36, e.memberNotFound);

/**
 * One card of a bulk order: whose it is, and what is printed on it (the member's name and
 * designation, edited before paying if need be, and their card's photo unless it is left off).
 */
export const bulkOrderCardSchema = object({
  userId: memberId(),
  customerName: fullNameField(m.signupNameRequired, m.signupNameTooShort),
  designation: requiredText(v.designationRequired),
  withPhoto: boolean().typeError(v.invalidImage).default(true),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type BulkOrderCard = InferType<typeof bulkOrderCardSchema>;

const cardList = () =>
  array(bulkOrderCardSchema)
    .typeError(e.cardsRequired)
    .required(e.cardsRequired)
    .min(1, e.cardsRequired)
    .max(BULK_ORDER_MAX_CARDS, e.tooManyCards)
    .test('one-each', (cards, context) => {
      const seen = new Set<string>();
      for (const card of cards ?? []) {
        if (seen.has(card.userId)) {
          return context.createError({ message: e.memberTwice(card.customerName) });
        }
        seen.add(card.userId);
      }
      return true;
    });

/**
 * POST /organisation/orders: one design, a card for each member chosen, one delivery address
 * (the office's, usually). `totalPrice` is what the admin saw: the server's price decides, and a
 * difference is refused, never charged.
 */
export const bulkOrderSchema = object({
  productId: string()
    .typeError(orderErrors.itemInvalid)
    .required(orderErrors.itemInvalid)
    .test('id', orderErrors.itemInvalid, (value) => isId(value)),
  // A list over the limit is refused before a card in it is read (as invitePeopleSchema does).
  cards: lazy((value: unknown) =>
    Array.isArray(value) && value.length > BULK_ORDER_MAX_CARDS
      ? (array().max(BULK_ORDER_MAX_CARDS, e.tooManyCards) as ReturnType<typeof cardList>)
      : cardList(),
  ),
  address: orderAddressSchema,
  totalPrice: rupeesField(orderErrors.totalInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type BulkOrderForm = InferType<typeof bulkOrderSchema>;

/** The states an admin switches an organisation's card between ("lost" is the holder's own). */
export const ORGANISATION_CARD_STATUSES = ['active', 'inactive'] as const;

/** PATCH /organisation/cards/{code}: switch a card the organisation paid for off or on. */
export const organisationCardStatusSchema = object({
  status: string<(typeof ORGANISATION_CARD_STATUSES)[number]>()
    .typeError(e.cardStatusInvalid)
    .required(e.cardStatusInvalid)
    .oneOf(ORGANISATION_CARD_STATUSES, e.cardStatusInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type OrganisationCardStatusForm = InferType<typeof organisationCardStatusSchema>;

/** POST /organisation/cards/{code}/move: the member the card opens from now on. */
export const cardMoveSchema = object({ userId: memberId() }).exact(UNKNOWN_FIELDS_MESSAGE);
export type CardMoveForm = InferType<typeof cardMoveSchema>;

/** GET /organisation/cards and /organisation/orders: a page. */
export const organisationPageQuerySchema = object({ page: pageField() }).exact(
  UNKNOWN_FIELDS_MESSAGE,
);
export type OrganisationPageQuery = InferType<typeof organisationPageQuerySchema>;
