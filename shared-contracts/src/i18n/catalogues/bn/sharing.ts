import type { Translation } from '../../texts.js';
import type { sharingSource } from '../../source/sharing.js';

export const sharing = {} as const satisfies Translation<typeof sharingSource>;
