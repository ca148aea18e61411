import type { Translation } from '../../texts.js';
import type { serverSource } from '../../source/server.js';

export const server = {} as const satisfies Translation<typeof serverSource>;
