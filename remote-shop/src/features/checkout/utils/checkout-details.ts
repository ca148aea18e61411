import {
  businessPurchaseRules,
  nfcDetailsSchema,
  type NfcDetails,
  type OrderCreateRequest,
  type Portfolio,
} from 'shared-contracts';
import { nfcDetailsFrom } from './nfc-details-values';

/**
 * The review form's schema: the card's details and "Business purchase" with the rules POST /order
 * judges it by, so the browser refuses what the server would, with the same words.
 */
export const checkoutDetailsSchema = nfcDetailsSchema.shape({ ...businessPurchaseRules });

/** The review form's values: the card's details, and the invoice's when it is a business's. */
export interface CheckoutDetails extends NfcDetails {
  businessPurchase: boolean;
  gstin: string;
  legalName: string;
}

/** What POST /order says of the buyer: nothing for a person, a GSTIN and legal name for a business. */
export type BusinessPurchase = Pick<OrderCreateRequest, 'businessPurchase' | 'gstin' | 'legalName'>;

export const checkoutDetailsFrom = (portfolio: Portfolio): CheckoutDetails => ({
  ...nfcDetailsFrom(portfolio),
  businessPurchase: false,
  gstin: '',
  legalName: '',
});

/**
 * The form's values as they are sent: trimmed and normalised by the schema, split into the card's
 * details and the business purchase. Unticked, the GSTIN and legal name still typed are left out.
 */
export function checkoutRequestParts(values: CheckoutDetails): {
  details: NfcDetails;
  business: BusinessPurchase;
} {
  const { businessPurchase, gstin, legalName, ...details } = checkoutDetailsSchema.cast(values);
  return {
    details: details as NfcDetails,
    business: businessPurchase ? { businessPurchase, gstin, legalName } : {},
  };
}
