import {
  PROVIDER_CONTACT,
  confirmNewEmailMailTexts,
  emailChangeRequestedMailTexts,
  escapeHtml,
  mailTexts,
  verifyEmailMailTexts,
  type Language,
} from 'shared-contracts';
import { textsIn } from '../../lib/language.js';
import type { MailMessage } from '../../plugins/mail.js';

// Every mail here is in the account's language (issue 30); values are escaped in the HTML.

/** After sign-up, and on Resend: the link that proves the account's address. */
export function verifyEmailMail(
  to: string,
  name: string,
  link: string,
  language: Language,
): MailMessage {
  const t = textsIn(verifyEmailMailTexts, language);
  const { greeting } = textsIn(mailTexts, language);
  return {
    to,
    subject: t.subject,
    text: [greeting(name), '', t.openWithin, '', link, '', t.why, t.ignore].join('\n'),
    html: `<p>${greeting(escapeHtml(name))}</p>
<p><a href="${escapeHtml(link)}">${t.linkLabel}</a> ${t.linkWorks}</p>
<p>${t.why}</p>
<p>${t.ignore}</p>`,
  };
}

/** To the new address of a change: the account's e-mail changes when this link is opened. */
export function confirmNewEmailMail(
  to: string,
  name: string,
  link: string,
  language: Language,
): MailMessage {
  const t = textsIn(confirmNewEmailMailTexts, language);
  const { greeting } = textsIn(mailTexts, language);
  return {
    to,
    subject: t.subject,
    text: [greeting(name), '', t.openWithin, '', link, '', t.ignore].join('\n'),
    html: `<p>${greeting(escapeHtml(name))}</p>
<p><a href="${escapeHtml(link)}">${t.linkLabel}</a> ${t.linkWorks}</p>
<p>${t.ignore}</p>`,
  };
}

/** To the old address when a change is asked for: its owner hears of it before it happens. */
export function emailChangeRequestedMail(
  oldEmail: string,
  newEmail: string,
  name: string,
  language: Language,
): MailMessage {
  const support = PROVIDER_CONTACT.email;
  const t = textsIn(emailChangeRequestedMailTexts, language);
  const { greeting } = textsIn(mailTexts, language);
  const mailto = `<a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>`;
  return {
    to: oldEmail,
    subject: t.subject,
    text: [
      greeting(name),
      '',
      t.asked(newEmail),
      t.changesWhen,
      '',
      t.ifYou,
      t.ifNot(support),
    ].join('\n'),
    html: `<p>${greeting(escapeHtml(name))}</p>
<p>${t.asked(`<strong>${escapeHtml(newEmail)}</strong>`)} ${t.changesWhen}</p>
<p>${t.ifYou}</p>
<p>${t.ifNot(mailto)}</p>`,
  };
}
