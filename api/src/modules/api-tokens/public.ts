// What other domains may use of the personal API tokens: a token as its owner reads it.
export { toApiToken } from './repository.js';
