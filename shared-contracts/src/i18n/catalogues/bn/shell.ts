import type { Translation } from '../../texts.js';
import type { shellSource } from '../../source/shell.js';

export const shell = {
  offlineTexts: {
    offline: 'আপনি অফলাইনে আছেন',
    savedCopy: 'আপনার কার্ড, {when}-এ সংরক্ষিত',
  },
} as const satisfies Translation<typeof shellSource>;
