import { array, number, object, string, type InferType } from 'yup';
import { fullNameField, requiredText, text } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { addressRules } from '../account/address-schemas.js';
import { businessPurchaseRules } from '../invoices/schemas.js';
import { ADDRESS_TYPES, DEFAULT_ADDRESS_TYPE } from '../common/constants.js';
import { validationMessages as m } from '../auth/messages.js';
import { portfolioValidation as v } from '../portfolio/messages.js';
import { FILE_KEY_PATTERN } from '../portfolio/section-schemas.js';
import { MAX_CART_LINE_QUANTITY } from '../shop/constants.js';
import { isId } from '../common/ids.js';
import { ORDER_MAX_LINES } from './constants.js';
import type { NfcImageSource } from './types.js';
import { orderErrors as e } from './messages.js';

const NFC_IMAGE_SOURCES: readonly NfcImageSource[] = ['order', 'portfolio', 'none'];

/**
 * A picture for the card: an upload of this person ("order": chosen for the card, "portfolio": the
 * portfolio's own), or nothing. A source other than "none" needs an image, and "none" takes none.
 */
const nfcImage = () =>
  object({
    image: object({
      key: text().required(v.invalidImage).matches(FILE_KEY_PATTERN, v.invalidImage),
      name: text().optional(),
    })
      .typeError(v.invalidImage)
      .exact(UNKNOWN_FIELDS_MESSAGE)
      .nullable()
      .default(null),
    source: string<NfcImageSource>()
      .typeError(e.imageSourceInvalid)
      .oneOf(NFC_IMAGE_SOURCES, e.imageSourceInvalid)
      .default('none'),
  })
    .typeError(v.invalidImage)
    .exact(UNKNOWN_FIELDS_MESSAGE)
    .test('image-matches-source', v.invalidImage, (value) =>
      value.source === 'none' ? value.image === null : value.image !== null,
    )
    .default({ image: null, source: 'none' });

/** What is printed on the card: the review form's schema and the server's. */
export const nfcDetailsSchema = object({
  customerName: fullNameField(m.signupNameRequired, m.signupNameTooShort),
  designation: requiredText(v.designationRequired),
  customerLogo: nfcImage(),
  customerPhoto: nfcImage(),
})
  .typeError(m.notAnObject)
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type NfcDetailsForm = InferType<typeof nfcDetailsSchema>;

/** Rupees as a client shows them: a finite number, at most 2 decimals. */
export const rupeesField = (message: string) =>
  number()
    .typeError(message)
    .required(message)
    .test('rupees', message, (value) => Number.isFinite(value) && value >= 0 && value < 1e9);

/**
 * One line as the client saw it. A whole cart item may be sent (the spec sends "the cart items"):
 * the fields the server checks are read, the rest are ignored, as the server reads its own cart.
 */
const orderItem = object({
  productId: string()
    .typeError(e.itemInvalid)
    .required(e.itemInvalid)
    .test('id', e.itemInvalid, (value) => isId(value)),
  quantity: number()
    .typeError(e.itemInvalid)
    .required(e.itemInvalid)
    .integer(e.itemInvalid)
    .min(1, e.itemInvalid)
    .max(MAX_CART_LINE_QUANTITY, e.itemInvalid),
  salePrice: rupeesField(e.itemInvalid),
}).typeError(e.itemInvalid);

/** The delivery address of an order: an address book entry's fields, without its id. */
export const orderAddressSchema = object({
  name: addressRules.name,
  mobile: addressRules.mobile,
  address1: addressRules.buildingName,
  address2: addressRules.area,
  landmark: addressRules.landmark,
  pincode: addressRules.pincode,
  district: addressRules.district,
  state: addressRules.state,
  country: addressRules.country,
  type: string()
    .typeError(m.addressTypeInvalid)
    .oneOf(ADDRESS_TYPES, m.addressTypeInvalid)
    .default(DEFAULT_ADDRESS_TYPE),
})
  .typeError(e.addressRequired)
  .required(e.addressRequired)
  // The address book's entry may be sent whole: its id and default flag are not the order's.
  .noUnknown(false);

/**
 * POST /order. Every price is recomputed on the server: `totalPrice` and each line's `salePrice`
 * are only what the person saw, and a difference is refused (409), never charged. A business
 * purchase carries the GSTIN and legal name its tax invoice is made out to.
 */
export const orderCreateSchema = object({
  portfolioId: string()
    .typeError(e.portfolioInvalid)
    .required(e.portfolioInvalid)
    .test('id', e.portfolioInvalid, (value) => isId(value)),
  nfcDetails: nfcDetailsSchema.required(e.nfcDetailsRequired),
  totalPrice: rupeesField(e.totalInvalid),
  items: array(orderItem)
    .typeError(e.itemsRequired)
    .required(e.itemsRequired)
    .min(1, e.itemsRequired)
    .max(ORDER_MAX_LINES, e.tooManyItems),
  address: orderAddressSchema,
  ...businessPurchaseRules,
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type OrderCreateInput = InferType<typeof orderCreateSchema>;

/** POST /order/user/{id}/payment-callback: the query Razorpay put on the callback URL. */
export const paymentCallbackSchema = object({
  razorpay_payment_id: text().required(e.callbackInvalid).max(64, e.callbackInvalid),
  razorpay_payment_link_id: text().required(e.callbackInvalid).max(64, e.callbackInvalid),
  razorpay_payment_link_reference_id: text().max(64, e.callbackInvalid).default(''),
  razorpay_payment_link_status: text().required(e.callbackInvalid).max(32, e.callbackInvalid),
  razorpay_signature: text().required(e.callbackInvalid).max(128, e.callbackInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type PaymentCallbackInput = InferType<typeof paymentCallbackSchema>;
