import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** The daily e-mail of the follow-ups that are due (issue 31), in the owner's language. */
export const followUpMailTexts = defineTexts('followUpMailTexts', {
  subject: message<[n: number]>(
    '{n, plural, one {# follow-up is due} other {# follow-ups are due}} today',
    'n',
  ),
  intro: message<[n: number]>(
    '{n, plural, one {You planned to get back to this person:} other {You planned to get back to these # people:}}',
    'n',
  ),
  /** A follow-up whose day has passed: it stays in the mail until the owner changes it. */
  since: message<[day: string]>('due since {day}', 'day'),
  metAt: message<[event: string]>('met at {event}', 'event'),
  call: 'Call',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  open: 'Your contacts, their notes and follow-up dates are in your Tapfolio editor:',
  why: 'This e-mail comes on the days a contact’s follow-up date has come. Clear or move the date to stop it.',
});
