import {
  ADDRESS_MOBILE_MAX_DIGITS,
  bulkOrderSchema,
  COUNTRY_NAME,
  digitsOnly,
  nationalDigits,
  toPaise,
  toRupees,
  type BulkOrderForm,
  type Organisation,
  type OrganisationMember,
  type UserProfile,
} from 'shared-contracts';
import type { AddressValues } from 'web-kit';
import { validateWith } from '../../../shared/validate-with';

/** One member's card as the form holds it: what is printed, and whose account it opens. */
export interface CardRow {
  userId: string;
  /** The member's account, to tell two people of one name apart. */
  memberName: string;
  email: string;
  customerName: string;
  designation: string;
  withPhoto: boolean;
}

/**
 * The order form's working copy: the design (and its sale price, as shown), a row per member
 * chosen, and the delivery address's fields at the top, as web-kit's AddressFields expects them.
 */
export interface OrderValues extends AddressValues {
  productId: string;
  /** The chosen design's sale price in rupees: the total the server checks is this × cards. */
  unitPrice: number;
  cards: CardRow[];
}

/** A new row: the member's name and their card's designation, for the admin to check. */
export const cardRowOf = (member: OrganisationMember): CardRow => ({
  userId: member.userId,
  memberName: member.name,
  email: member.email,
  customerName: member.name,
  designation: member.designation,
  withPhoto: true,
});

/**
 * The form as it opens: no design or member yet, delivered to the office (when the organisation
 * has one) for the person ordering, at their phone number.
 */
export function orderValuesOf(organisation: Organisation, me: UserProfile | null): OrderValues {
  const office = organisation.officeAddress;
  const phone = me?.phoneNumber ?? '';
  return {
    productId: '',
    unitPrice: 0,
    cards: [],
    name: me?.name ?? '',
    mobile: nationalDigits(phone) || digitsOnly(phone, ADDRESS_MOBILE_MAX_DIGITS),
    buildingName: office?.buildingName ?? '',
    area: office?.area ?? '',
    landmark: office?.landmark ?? '',
    pincode: office?.pincode ?? '',
    district: office?.district ?? '',
    state: office?.state ?? '',
    country: office?.pincode ? COUNTRY_NAME : '',
  };
}

/** Rupees × cards, counted in paise so that ₹499.50 × 3 is ₹1,498.50 exactly. */
export const totalOf = (unitPrice: number, cards: number) => toRupees(toPaise(unitPrice) * cards);

/** POST /organisation/orders' body for the form, as typed. */
export function orderRequestOf(values: OrderValues): BulkOrderForm {
  return {
    productId: values.productId,
    cards: values.cards.map(({ userId, customerName, designation, withPhoto }) => ({
      userId,
      customerName,
      designation,
      withPhoto,
    })),
    address: {
      name: values.name,
      mobile: values.mobile,
      address1: values.buildingName,
      address2: values.area,
      landmark: values.landmark,
      pincode: values.pincode,
      district: values.district,
      state: values.state,
      country: values.country,
      type: DELIVERY_TYPE,
    },
    totalPrice: totalOf(values.unitPrice, values.cards.length),
  };
}

/** The cards go to a workplace, usually the office, whatever the address book's default is. */
const DELIVERY_TYPE = 'Work';

const ADDRESS_FIELDS: Record<string, string> = { address1: 'buildingName', address2: 'area' };

/**
 * A request path as the form names it: the address's fields sit at the top (`address.address1`
 * is `buildingName`), and a total that cannot be is the design's (its price is what is wrong).
 */
export function orderFormPath(path: string): string {
  const address = /^address\.(.+)$/.exec(path);
  if (address) return ADDRESS_FIELDS[address[1]!] ?? address[1]!;
  return path === 'totalPrice' ? 'productId' : path;
}

/** Every row's and field's message as the API would give it, with the same schema. */
export const validateOrder = validateWith(bulkOrderSchema, orderRequestOf, orderFormPath);

/** The body as the API keeps it: trimmed, the mobile as +91 and its digits. */
export const orderBodyOf = (values: OrderValues): BulkOrderForm =>
  bulkOrderSchema.cast(orderRequestOf(values));
