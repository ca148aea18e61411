import { PROVIDER_CONTACT, escapeHtml } from 'shared-contracts';
import type { MailMessage } from '../../plugins/mail.js';

/** After sign-up, and on Resend: the link that proves the account's address. */
export function verifyEmailMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your Tapfolio e-mail',
    text: [
      `Hi ${name},`,
      '',
      'Open this link within 24 hours to verify the e-mail address of your Tapfolio account:',
      '',
      link,
      '',
      'A verified address is how you get your account back if you ever lose your password.',
      "If you didn't create a Tapfolio account, you can ignore this e-mail.",
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p><a href="${escapeHtml(link)}">Verify your e-mail address</a> (the link works for 24 hours).</p>
<p>A verified address is how you get your account back if you ever lose your password.</p>
<p>If you didn't create a Tapfolio account, you can ignore this e-mail.</p>`,
  };
}

/** To the new address of a change: the account's e-mail changes when this link is opened. */
export function confirmNewEmailMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new Tapfolio e-mail',
    text: [
      `Hi ${name},`,
      '',
      'Open this link within 24 hours to make this the e-mail address of your Tapfolio account:',
      '',
      link,
      '',
      "Until you do, nothing changes. If you didn't ask for this, you can ignore this e-mail.",
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p><a href="${escapeHtml(link)}">Make this the e-mail of your Tapfolio account</a> (the link works for 24 hours).</p>
<p>Until you do, nothing changes. If you didn't ask for this, you can ignore this e-mail.</p>`,
  };
}

/** To the old address when a change is asked for: its owner hears of it before it happens. */
export function emailChangeRequestedMail(
  oldEmail: string,
  newEmail: string,
  name: string,
): MailMessage {
  const support = PROVIDER_CONTACT.email;
  return {
    to: oldEmail,
    subject: 'A change of your Tapfolio e-mail was asked for',
    text: [
      `Hi ${name},`,
      '',
      `Someone signed in to your Tapfolio account asked to change its e-mail to ${newEmail}.`,
      'It changes only when the link we sent to that address is opened.',
      '',
      'If this was you, there is nothing more to do here.',
      `If it was not, change your password now (or reset it from the sign-in page) and write to ${support}.`,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>Someone signed in to your Tapfolio account asked to change its e-mail to <strong>${escapeHtml(newEmail)}</strong>. It changes only when the link we sent to that address is opened.</p>
<p>If this was you, there is nothing more to do here.</p>
<p>If it was not, change your password now (or reset it from the sign-in page) and write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>`,
  };
}
