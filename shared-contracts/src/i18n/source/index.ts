import { authSource } from './auth.js';
import { portfolioSource } from './portfolio.js';
import { shopSource } from './shop.js';
import { ordersSource } from './orders.js';
import { shellSource } from './shell.js';
import { serverSource } from './server.js';
import { cardSource } from './card.js';
import { teamsSource } from './teams.js';
import { contactsSource } from './contacts.js';
import { contactsScreensSource } from './contacts-screens.js';

/**
 * Every group of English texts the catalogues translate, by its name. The spec's texts are the
 * source; each language's catalogue (catalogues/<language>) has the same keys.
 */
export const sourceTexts = {
  ...authSource,
  ...portfolioSource,
  ...shopSource,
  ...ordersSource,
  ...shellSource,
  ...serverSource,
  ...cardSource,
  ...teamsSource,
  ...contactsSource,
  ...contactsScreensSource,
} as const;

export type SourceTexts = typeof sourceTexts;
