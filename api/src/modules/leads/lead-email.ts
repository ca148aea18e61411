import { escapeHtml, leadMailTexts, leadTexts, mailTexts, type Lead } from 'shared-contracts';
import { textsIn } from '../../lib/language.js';
import type { MailMessage } from '../../plugins/mail.js';
import type { LeadCard } from './repository.js';

/** The editor, where the owner's Contacts are (route-remotes: remote-portfolio). */
const EDITOR_PATH = '/edit-profile/contacts';

/** To the card's owner, in their language: who shared their details, and where to find them. */
export function leadEmail(card: LeadCard, lead: Lead, publicUrl: string): MailMessage {
  const language = card.ownerLanguage ?? 'en';
  const t = textsIn(leadMailTexts, language);
  const own = textsIn(leadTexts, language);
  const { greeting } = textsIn(mailTexts, language);
  const editor = `${publicUrl.replace(/\/+$/, '')}${EDITOR_PATH}`;
  const fields: [string, string | null][] = [
    [t.name, lead.name],
    [t.phone, lead.phoneNumber],
    [t.email, lead.email],
    [t.company, lead.company],
    [t.note, lead.note],
  ];
  const given = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const where = t.where(own.menuEntry);
  return {
    to: card.ownerEmail,
    subject: own.mailSubject(lead.name),
    text: [
      greeting(card.ownerName),
      '',
      t.shared(lead.name),
      '',
      ...given.map(([label, value]) => `${label}: ${value}`),
      '',
      where,
      editor,
    ].join('\n'),
    html: `<p>${greeting(escapeHtml(card.ownerName))}</p>
<p>${t.shared(escapeHtml(lead.name))}</p>
<table>
${given.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(where)} <a href="${escapeHtml(editor)}">${escapeHtml(editor)}</a></p>`,
  };
}
