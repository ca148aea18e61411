import type { Translation } from '../../texts.js';
import type { cardSource } from '../../source/card.js';

export const card = {} as const satisfies Translation<typeof cardSource>;
