import { escapeHtml, mailTexts, resetPasswordMail, type Language } from 'shared-contracts';
import { textsIn } from '../../lib/language.js';
import type { MailMessage } from '../../plugins/mail.js';

/** In the account's language (issue 30); values are escaped in the HTML as before. */
export function resetPasswordEmail(
  to: string,
  name: string,
  link: string,
  language: Language,
): MailMessage {
  const t = textsIn(resetPasswordMail, language);
  const { greeting } = textsIn(mailTexts, language);
  return {
    to,
    subject: t.subject,
    text: [greeting(name), '', t.requestReceived, t.openWithin, '', link, '', t.ignore].join('\n'),
    html: `<p>${greeting(escapeHtml(name))}</p>
<p>${t.requestReceived}</p>
<p><a href="${escapeHtml(link)}">${t.linkLabel}</a> ${t.linkWorks}</p>
<p>${t.ignore}</p>`,
  };
}
