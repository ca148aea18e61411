// What other domains (the card's routes) may use of the insights, beside `app.insights`.
export { isPrefetch } from './robots.js';
