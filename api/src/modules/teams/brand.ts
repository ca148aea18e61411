import { eq } from 'drizzle-orm';
import {
  COUNTRY_NAME,
  TEMPLATE_CARD_FIELDS,
  type BrandedCardField,
  type CardBrand,
  type CardTemplate,
} from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { organisationMembers, organisations, type OrganisationRow } from '../../db/schema/index.js';
import { accountAddressOf } from '../account/public.js';
import { brandCards, type BrandedFields } from '../portfolio/public.js';

type CardField = keyof typeof TEMPLATE_CARD_FIELDS;
const CARD_FIELDS = Object.keys(TEMPLATE_CARD_FIELDS) as CardField[];

/**
 * The organisation as its members' cards show it, when its template shows anything or contacts
 * sent to them come to it too (the card's consent line must name it then).
 */
function brandOf(row: OrganisationRow): CardBrand | null {
  const template: CardTemplate = row.cardTemplate;
  const locked = CARD_FIELDS.filter((field) => template[field] === 'locked').map(
    (field) => TEMPLATE_CARD_FIELDS[field],
  );
  const shows = Object.values(template).some((mode) => mode !== 'off');
  if (!shows && !row.shareContacts) return null;
  const colour = template.brandColour === 'off' ? '' : row.brandColour;
  return { organisation: row.name, colour, sharesContacts: row.shareContacts, locked };
}

/** The organisation's values of the fields its template sets or locks. */
function fieldsOf(row: OrganisationRow): BrandedFields {
  const on = (field: CardField) => row.cardTemplate[field] !== 'off';
  const office = row.officeAddress;
  return {
    workInfo: {
      ...(on('companyName') && { companyName: row.name }),
      ...(on('companyLogo') && { companyLogo: row.logo }),
      ...(on('website') && { primaryWebsite: row.website }),
    },
    ...(on('officeAddress') &&
      office && {
        addressInfo: {
          buildingName: office.buildingName,
          area: office.area,
          pincode: office.pincode,
          district: office.district,
          state: office.state,
          country: COUNTRY_NAME,
        },
      }),
  };
}

/**
 * Puts the organisation's template on the cards of `userIds` (every member when left out): run
 * whenever the template or the details it copies change, and when someone joins. Answers whose
 * cards changed.
 */
export async function applyTemplate(
  tx: Queryable,
  organisationId: string,
  userIds?: readonly string[],
): Promise<string[]> {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, organisationId));
  if (!row) return [];
  const members =
    userIds ??
    (
      await tx
        .select({ userId: organisationMembers.userId })
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, organisationId))
    ).map((member) => member.userId);
  return brandCards(tx, members, brandOf(row), fieldsOf(row));
}

/**
 * Someone leaves: the company fields their organisation locked come off their card (an office
 * address gives way to the address their account was made with); the fields it only set stay,
 * theirs now. Answers whose card changed.
 */
export async function removeTemplate(
  tx: Queryable,
  organisationId: string,
  userId: string,
): Promise<string[]> {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, organisationId));
  const locked: readonly BrandedCardField[] = (row && brandOf(row)?.locked) ?? [];
  const address = locked.includes('addressInfo') ? await accountAddressOf(tx, userId) : null;
  return brandCards(tx, [userId], null, {
    workInfo: {
      ...(locked.includes('workInfo.companyName') && { companyName: '' }),
      ...(locked.includes('workInfo.companyLogo') && { companyLogo: null }),
      ...(locked.includes('workInfo.primaryWebsite') && { primaryWebsite: '' }),
    },
    ...(address && { addressInfo: { ...address, country: COUNTRY_NAME } }),
  });
}
