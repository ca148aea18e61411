import {
  ownPortfolioResultSchema,
  portfolioResultSchema,
  publicResultOf,
  type Portfolio,
  type PortfolioResult,
  type PortfolioService,
} from 'shared-contracts';

/**
 * What a screen may hand the card page in navigation state: `homeData` or `portfolio`, each a
 * PortfolioResult ({ portfolio, services }) or a bare Portfolio (services then from `services`),
 * plus `hideEdit`. The card page passes `{ homeData: PortfolioResult }` on to /edit-profile.
 */
export interface PortfolioNavigationState {
  homeData?: PortfolioResult | Portfolio;
  portfolio?: PortfolioResult | Portfolio;
  services?: PortfolioService[];
  hideEdit?: boolean;
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * State survives a reload and any screen may write it, so it is read with the shared schema's
 * lenient reading: a partial or older shape still renders, a field of the wrong type reads as
 * empty, and only something that is no portfolio at all is ignored.
 */
const read = (value: unknown): PortfolioResult | null => {
  if (!portfolioResultSchema.isValidSync(value)) return null;
  // The owner's own copy, switches and all: the card shows only what its visitors may see.
  const own = isRecord(value) && isRecord(value.portfolio) && isRecord(value.portfolio.visibility);
  return own
    ? publicResultOf(ownPortfolioResultSchema.cast(value))
    : portfolioResultSchema.cast(value);
};

const toResult = (value: unknown, looseServices: unknown) =>
  read(value) ?? read({ portfolio: value, services: looseServices });

/** The portfolio passed in navigation state, if any; `userId`, when given, must be its owner. */
export function portfolioFromState(state: unknown, userId?: string): PortfolioResult | null {
  if (!isRecord(state)) return null;
  const result =
    toResult(state.homeData, state.services) ?? toResult(state.portfolio, state.services);
  if (!result || (userId !== undefined && result.portfolio.userId !== userId)) return null;
  return result;
}

export const hideEditFromState = (state: unknown) => isRecord(state) && state.hideEdit === true;
