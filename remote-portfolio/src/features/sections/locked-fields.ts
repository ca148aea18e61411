import { teamsLockTexts, type BrandedCardField, type OwnPortfolio } from 'shared-contracts';

/**
 * What a field the card's organisation locked says instead of taking input ("Set by Acme
 * Designs"), or undefined for a field that is the owner's. The page still sends a locked value
 * with the rest, unchanged: the API takes it so and refuses a change. `texts` are teamsLockTexts
 * in the person's language (useTexts).
 */
export function lockedHints(
  portfolio: OwnPortfolio,
  texts: typeof teamsLockTexts = teamsLockTexts,
) {
  const brand = portfolio.brand;
  return (field: BrandedCardField): string | undefined =>
    brand?.locked.includes(field) ? texts.setBy(brand.organisation) : undefined;
}

/** A TextField's props for a field the organisation may lock: read-only, with who sets it. */
export function lockedFieldProps(hint: string | undefined) {
  return hint ? { readOnly: true, hint } : {};
}
