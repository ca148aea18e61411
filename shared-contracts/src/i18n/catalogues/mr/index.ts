import type { SourceTexts } from '../../source/index.js';
import type { Translation } from '../../texts.js';
import { auth } from './auth.js';
import { portfolio } from './portfolio.js';
import { shop } from './shop.js';
import { orders } from './orders.js';
import { shell } from './shell.js';
import { server } from './server.js';
import { card } from './card.js';
import { teams } from './teams.js';
import { contacts } from './contacts.js';
import { contactsScreens } from './contacts-screens.js';

export const catalogue = {
  ...auth,
  ...portfolio,
  ...shop,
  ...orders,
  ...shell,
  ...server,
  ...card,
  ...teams,
  ...contacts,
  ...contactsScreens,
} as const satisfies Translation<SourceTexts>;
