import {
  detailDate,
  escapeHtml,
  invitationMailTexts,
  mailTexts,
  type Language,
} from 'shared-contracts';
import { textsIn } from '../../lib/language.js';
import type { MailMessage } from '../../plugins/mail.js';

export interface InvitationMail {
  to: string;
  name: string;
  organisation: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
  /** The invitee's language if they have an account, else the one who invites them. */
  language?: Language;
}

/** To a person invited into an organisation: the link joins their account, or makes one. */
export function invitationMail(invite: InvitationMail): MailMessage {
  const { name, organisation, invitedBy, link } = invite;
  const t = textsIn(invitationMailTexts, invite.language ?? 'en');
  const { greeting } = textsIn(mailTexts, invite.language ?? 'en');
  // The day in India, as every date the app shows.
  const until = detailDate(invite.expiresAt.toISOString());
  const join = `<a href="${escapeHtml(link)}">${escapeHtml(t.join(organisation))}</a>`;
  return {
    to: invite.to,
    subject: t.subject(invitedBy, organisation),
    text: [
      greeting(name),
      '',
      t.invited(invitedBy, organisation),
      t.openLink,
      '',
      link,
      '',
      t.worksUntil(until, organisation),
    ].join('\n'),
    // The values are escaped, the texts are the catalogue's own.
    html: `<p>${greeting(escapeHtml(name))}</p>
<p>${t.invited(escapeHtml(invitedBy), escapeHtml(organisation))}</p>
<p>${t.joinWith(join)}</p>
<p>${t.worksUntil(escapeHtml(until), escapeHtml(organisation))}</p>`,
  };
}
