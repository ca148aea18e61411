import { escapeHtml, leadTexts, type Lead } from 'shared-contracts';
import type { MailMessage } from '../../plugins/mail.js';
import type { LeadCard } from './repository.js';

/** The editor, where the owner's Contacts are (route-remotes: remote-portfolio). */
const EDITOR_PATH = '/edit-profile/contacts';

/** To the card's owner: who shared their details, and where to find them later. */
export function leadEmail(card: LeadCard, lead: Lead, publicUrl: string): MailMessage {
  const editor = `${publicUrl.replace(/\/+$/, '')}${EDITOR_PATH}`;
  const fields: [string, string | null][] = [
    ['Name', lead.name],
    ['Phone', lead.phoneNumber],
    ['E-mail', lead.email],
    ['Company', lead.company],
    ['Note', lead.note],
  ];
  const given = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const where = `You can find them under ${leadTexts.menuEntry} in your Tapfolio editor:`;
  return {
    to: card.ownerEmail,
    subject: leadTexts.mailSubject(lead.name),
    text: [
      `Hi ${card.ownerName},`,
      '',
      `${lead.name} shared their details with you from your Tapfolio card:`,
      '',
      ...given.map(([label, value]) => `${label}: ${value}`),
      '',
      where,
      editor,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(card.ownerName)},</p>
<p>${escapeHtml(lead.name)} shared their details with you from your Tapfolio card:</p>
<table>
${given.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(where)} <a href="${escapeHtml(editor)}">${escapeHtml(editor)}</a></p>`,
  };
}
