// What other domains may use of the pincodes, beside `app.pincodes`.
export type { Pincodes } from './plugin.js';
