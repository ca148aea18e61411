import { PROVIDER_CONTACT, escapeHtml } from 'shared-contracts';
import type { MailMessage } from '../../plugins/mail.js';

/** To the old address after an e-mail change: the only place the owner hears of a takeover. */
export function emailChangedEmail(oldEmail: string, newEmail: string, name: string): MailMessage {
  const support = PROVIDER_CONTACT.email;
  return {
    to: oldEmail,
    subject: 'The e-mail address of your Tapfolio account was changed',
    text: [
      `Hi ${name},`,
      '',
      `The e-mail address of your Tapfolio account was changed from ${oldEmail} to ${newEmail}.`,
      'From now on you sign in with the new address, and we no longer write to this one.',
      'Every other device that was signed in to your account has been signed out.',
      '',
      'If you made this change, there is nothing more to do.',
      '',
      `If you did not, someone else has been signed in to your account: write to ${support}`,
      'from this address right away, and we will help you get your account back.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>The e-mail address of your Tapfolio account was changed from <strong>${escapeHtml(oldEmail)}</strong> to <strong>${escapeHtml(newEmail)}</strong>.</p>
<p>From now on you sign in with the new address, and we no longer write to this one. Every other device that was signed in to your account has been signed out.</p>
<p>If you made this change, there is nothing more to do.</p>
<p>If you did not, someone else has been signed in to your account: write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a> from this address right away, and we will help you get your account back.</p>`,
  };
}
