// What other domains may use of the portfolio (the card). Everything else is the portfolio's own.
export { brandCards, type BrandedFields } from './card-brand.js';
export { fillInvitedDetails } from './invited-details.js';
export { cardUrl } from './card-url.js';
export { lockOwnCard, ownPortfolioId, setCardHandle } from './card-rows.js';
export { toOwnPortfolioResult } from './mappers.js';
export type { PublicCards } from './public-cards.js';
export { PUBLIC_CARD_CACHE_CONTROL, quietLogLevel } from './public-routes.js';
export { createPortfolioRepository } from './repository.js';
