import type { Translation } from '../../texts.js';
import type { shellSource } from '../../source/shell.js';

export const shell = {
  offlineTexts: {
    offline: 'आप ऑफ़लाइन हैं',
    savedCopy: 'आपका कार्ड, {when} को सहेजा गया',
  },
} as const satisfies Translation<typeof shellSource>;
