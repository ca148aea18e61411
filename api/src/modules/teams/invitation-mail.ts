import { detailDate, escapeHtml } from 'shared-contracts';
import type { MailMessage } from '../../plugins/mail.js';

export interface InvitationMail {
  to: string;
  name: string;
  organisation: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
}

/** To a person invited into an organisation: the link joins their account, or makes one. */
export function invitationMail(invite: InvitationMail): MailMessage {
  const { name, organisation, invitedBy, link } = invite;
  // The day in India, as every date the app shows.
  const until = detailDate(invite.expiresAt.toISOString());
  return {
    to: invite.to,
    subject: `${invitedBy} invited you to ${organisation} on Tapfolio`,
    text: [
      `Hi ${name},`,
      '',
      `${invitedBy} invited you to join ${organisation} on Tapfolio, for your digital business card.`,
      'Open this link to join with your Tapfolio account, or to create one with this address:',
      '',
      link,
      '',
      `The link works until ${until}. If you don't know ${organisation}, you can ignore this e-mail.`,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(invitedBy)} invited you to join ${escapeHtml(organisation)} on Tapfolio, for your digital business card.</p>
<p><a href="${escapeHtml(link)}">Join ${escapeHtml(organisation)}</a> with your Tapfolio account, or create one with this address.</p>
<p>The link works until ${escapeHtml(until)}. If you don't know ${escapeHtml(organisation)}, you can ignore this e-mail.</p>`,
  };
}
