// What other domains may use of the insights, beside `app.insights`: the card's routes tell
// prefetches apart, an organisation adds up its members' cards.
export { countsOfCards, type CardCounts } from './card-counts.js';
export { isPrefetch } from './robots.js';
