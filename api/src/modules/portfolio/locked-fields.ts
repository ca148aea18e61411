import { isDeepStrictEqual } from 'node:util';
import {
  organisationErrors,
  type BrandedCardField,
  type UpdatePortfolioRequest,
} from 'shared-contracts';
import type { PortfolioRow } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';

/** A locked field as stored and as sent, in the form the comparison needs. */
const READ: Record<
  BrandedCardField,
  (card: Pick<PortfolioRow, 'workInfo' | 'addressInfo'>) => unknown
> = {
  'workInfo.companyName': (card) => card.workInfo?.companyName,
  'workInfo.companyLogo': (card) => card.workInfo?.companyLogo?.key ?? null,
  'workInfo.primaryWebsite': (card) => card.workInfo?.primaryWebsite,
  // The district and state come from the pincode: the lines and the pincode say the address.
  addressInfo: (card) =>
    card.addressInfo && {
      buildingName: card.addressInfo.buildingName,
      area: card.addressInfo.area,
      pincode: card.addressInfo.pincode,
    },
};

/**
 * The fields the card's organisation locked may be sent (the editor sends a page whole) but not
 * changed: any that differs from the stored value is refused on its field, and nothing is saved.
 */
export function refuseLockedChanges(current: PortfolioRow, changes: UpdatePortfolioRequest) {
  const brand = current.brand;
  if (!brand || brand.locked.length === 0) return;
  const sent = { workInfo: changes.workInfo, addressInfo: changes.addressInfo };
  const fields: Record<string, string> = {};
  for (const field of brand.locked) {
    const section = field.split('.')[0] as 'workInfo' | 'addressInfo';
    if (sent[section] === undefined) continue;
    const value = READ[field](sent as Pick<PortfolioRow, 'workInfo' | 'addressInfo'>);
    if (!isDeepStrictEqual(value, READ[field](current))) {
      fields[field] = organisationErrors.lockedField(brand.organisation);
    }
  }
  const [first] = Object.values(fields);
  if (first) throw new HttpError(400, first, 'VALIDATION_ERROR', fields);
}
