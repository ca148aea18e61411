import {
  priceDetails,
  type AddressBookEntry,
  type CartItem,
  type NfcDetails,
  type OrderAddress,
  type OrderCreateRequest,
} from 'shared-contracts';
import type { BusinessPurchase } from './checkout-details';

/** The address book entry's fields an order keeps: not its id, nor its default flag. */
export const orderAddress = (entry: AddressBookEntry): OrderAddress => ({
  name: entry.name,
  mobile: entry.mobile,
  address1: entry.address1,
  address2: entry.address2,
  landmark: entry.landmark,
  pincode: entry.pincode,
  district: entry.district,
  state: entry.state,
  country: entry.country,
  type: entry.type,
});

export interface OrderInput {
  portfolioId: string;
  details: NfcDetails;
  lines: readonly CartItem[];
  address: AddressBookEntry;
  /** A business purchase's GSTIN and legal name; nothing for a person's. */
  business?: BusinessPurchase;
}

/**
 * POST /order's body. Prices are what the person saw: the server recomputes them and refuses
 * (409) any difference rather than charging it.
 */
export function orderRequest({ portfolioId, details, lines, address, business }: OrderInput) {
  const ordered = lines.filter((line) => line.quantity > 0);
  const request: OrderCreateRequest = {
    portfolioId,
    nfcDetails: details,
    totalPrice: priceDetails(ordered).totalPayable,
    items: ordered.map(({ productId, quantity, salePrice }) => ({
      productId,
      quantity,
      salePrice,
    })),
    address: orderAddress(address),
    ...business,
  };
  return request;
}
