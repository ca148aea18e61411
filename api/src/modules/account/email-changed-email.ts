import {
  PROVIDER_CONTACT,
  emailChangedMailTexts,
  escapeHtml,
  mailTexts,
  type Language,
} from 'shared-contracts';
import { textsIn } from '../../lib/language.js';
import type { MailMessage } from '../../plugins/mail.js';

/** To the old address after an e-mail change: the only place the owner hears of a takeover. */
export function emailChangedEmail(
  oldEmail: string,
  newEmail: string,
  name: string,
  language: Language,
): MailMessage {
  const support = PROVIDER_CONTACT.email;
  const t = textsIn(emailChangedMailTexts, language);
  const { greeting } = textsIn(mailTexts, language);
  const strong = (value: string) => `<strong>${escapeHtml(value)}</strong>`;
  const mailto = `<a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>`;
  return {
    to: oldEmail,
    subject: t.subject,
    text: [
      greeting(name),
      '',
      t.changed(oldEmail, newEmail),
      t.fromNowOn,
      t.signedOut,
      '',
      t.ifYou,
      '',
      t.ifNot(support),
    ].join('\n'),
    html: `<p>${greeting(escapeHtml(name))}</p>
<p>${t.changed(strong(oldEmail), strong(newEmail))}</p>
<p>${t.fromNowOn} ${t.signedOut}</p>
<p>${t.ifYou}</p>
<p>${t.ifNot(mailto)}</p>`,
  };
}
