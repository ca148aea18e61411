import { eq } from 'drizzle-orm';
import type { NfcDetails, OrderAddress } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

/**
 * What an order keeps of its delivery address once its buyer is gone: the state and country only
 * (where the sale was taxed), nothing that finds or names a person. The type is a label.
 */
const blankAddress = (address: OrderAddress): OrderAddress => ({
  name: '',
  mobile: '',
  address1: '',
  address2: '',
  landmark: '',
  pincode: '',
  district: '',
  state: address.state,
  country: address.country,
  type: address.type,
});

/** The printed card's name, title and images (the person's uploads, deleted with them). */
const BLANK_NFC_DETAILS: NfcDetails = {
  customerName: '',
  designation: '',
  customerLogo: { image: null, source: 'none' },
  customerPhoto: { image: null, source: 'none' },
};

/**
 * A closed account's orders lose their personal fields (a business purchase's legal name may be a
 * person's); amounts, lines, statuses and payment ids stay, for accounting, and so do its issued
 * invoices, which the law keeps for years (CGST Act section 36). Locked, so a payment webhook
 * cannot write an order back with its old address meanwhile.
 */
export async function forgetBuyer(tx: Queryable, userId: string): Promise<void> {
  const own = await tx
    .select({ id: orders.id, address: orders.address })
    .from(orders)
    .where(eq(orders.userId, userId))
    .for('update');
  for (const order of own) {
    await tx
      .update(orders)
      .set({
        address: blankAddress(order.address),
        nfcDetails: BLANK_NFC_DETAILS,
        buyerGstin: null,
        buyerLegalName: null,
      })
      .where(eq(orders.id, order.id));
  }
}
