import type { Translation } from '../../texts.js';
import type { shopSource } from '../../source/shop.js';

export const shop = {} as const satisfies Translation<typeof shopSource>;
