import type { Translation } from '../../texts.js';
import type { shellSource } from '../../source/shell.js';

export const shell = {
  offlineTexts: {
    offline: 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்',
    savedCopy: 'உங்கள் கார்டு, {when} அன்று சேமிக்கப்பட்டது',
  },
} as const satisfies Translation<typeof shellSource>;
