import type { Translation } from '../../texts.js';
import type { authSource } from '../../source/auth.js';

export const auth = {} as const satisfies Translation<typeof authSource>;
