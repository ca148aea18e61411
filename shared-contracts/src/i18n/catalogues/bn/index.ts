import type { SourceTexts } from '../../source/index.js';
import type { Translation } from '../../texts.js';
import { auth } from './auth.js';
import { portfolio } from './portfolio.js';
import { shop } from './shop.js';
import { orders } from './orders.js';
import { shell } from './shell.js';
import { server } from './server.js';

export const catalogue = {
  ...auth,
  ...portfolio,
  ...shop,
  ...orders,
  ...shell,
  ...server,
} as const satisfies Translation<SourceTexts>;
