import { escapeHtml } from 'shared-contracts';
import type { MailMessage } from '../../plugins/mail.js';

export function resetPasswordEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Tapfolio password',
    text: [
      `Hi ${name},`,
      '',
      'We received a request to reset the password of your Tapfolio account.',
      'Open this link within 1 hour to choose a new password:',
      '',
      link,
      '',
      "If you didn't ask for this, you can ignore this e-mail: your password stays as it is.",
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your Tapfolio account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for 1 hour).</p>
<p>If you didn't ask for this, you can ignore this e-mail: your password stays as it is.</p>`,
  };
}
