import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** What the app says with no network: on every screen, and on the own card's saved copy. */
export const offlineTexts = defineTexts('offlineTexts', {
  offline: "You're offline",
  savedCopy: message<[when: string]>('Your card as saved on {when}', 'when'),
});
