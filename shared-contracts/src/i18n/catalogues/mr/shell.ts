import type { Translation } from '../../texts.js';
import type { shellSource } from '../../source/shell.js';

export const shell = {
  offlineTexts: {
    offline: 'तुम्ही ऑफलाइन आहात',
    savedCopy: 'तुमचे कार्ड, {when} रोजी जतन केलेले',
  },
} as const satisfies Translation<typeof shellSource>;
