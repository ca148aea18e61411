import {
  escapeHtml,
  followUpMailTexts,
  formatDayMonthYear,
  mailTexts,
  telUrl,
  whatsappChatUrl,
  type Language,
} from 'shared-contracts';
import { textsIn } from '../../lib/language.js';
import type { MailMessage } from '../../plugins/mail.js';

/** The editor's Contacts (route-remotes: remote-portfolio), as the lead mail links them. */
const CONTACTS_PATH = '/edit-profile/contacts';
/** A note is a reminder here, not the whole of it: the editor has the rest. */
const NOTES_SHOWN = 200;

export interface FollowUpOwner {
  email: string;
  name: string;
  language: Language;
}

export interface DueContact {
  name: string;
  company: string | null;
  designation: string | null;
  phoneNumber: string | null;
  email: string | null;
  notes: string | null;
  metAt: string | null;
  followUpOn: string;
}

interface Link {
  label: string;
  href: string;
}

const shortened = (text: string) =>
  text.length > NOTES_SHOWN ? `${text.slice(0, NOTES_SHOWN).trimEnd()}…` : text;

/**
 * To an owner, in their language: the people whose follow-up day has come (or passed), each with
 * a link to call, e-mail or WhatsApp them, and the way to the editor.
 */
export function followUpEmail(
  owner: FollowUpOwner,
  due: DueContact[],
  /** All that are due: `due` may list fewer (FOLLOW_UP_MAIL_MAX). */
  total: number,
  today: string,
  publicUrl: string,
): MailMessage {
  const t = textsIn(followUpMailTexts, owner.language);
  const { greeting } = textsIn(mailTexts, owner.language);
  const editor = `${publicUrl.replace(/\/+$/, '')}${CONTACTS_PATH}`;
  const day = (iso: string) => formatDayMonthYear(`${iso}T12:00:00+05:30`, owner.language);

  const people = due.map((contact) => {
    const links: Link[] = [];
    if (contact.phoneNumber) {
      links.push({ label: t.call, href: telUrl(contact.phoneNumber) });
    }
    if (contact.email) links.push({ label: t.email, href: `mailto:${contact.email}` });
    if (contact.phoneNumber) {
      links.push({ label: t.whatsapp, href: whatsappChatUrl(contact.phoneNumber) });
    }
    const about = [
      [contact.designation, contact.company].filter(Boolean).join(', '),
      contact.metAt && t.metAt(contact.metAt),
      contact.followUpOn < today && t.since(day(contact.followUpOn)),
    ].filter((part): part is string => Boolean(part));
    return { contact, about, links, notes: contact.notes && shortened(contact.notes) };
  });

  const text = [
    greeting(owner.name),
    '',
    t.intro(total),
    '',
    ...people.flatMap(({ contact, about, links, notes }) => [
      [contact.name, ...about].join(' · '),
      ...(notes ? [notes] : []),
      ...links.map((link) => `${link.label}: ${link.href}`),
      '',
    ]),
    t.open,
    editor,
    '',
    t.why,
  ].join('\n');

  const html = `<p>${escapeHtml(greeting(owner.name))}</p>
<p>${escapeHtml(t.intro(total))}</p>
<ul>
${people
  .map(
    ({ contact, about, links, notes }) => `<li><strong>${escapeHtml(contact.name)}</strong>${about
      .map((part) => ` · ${escapeHtml(part)}`)
      .join('')}${notes ? `<br><span style="white-space:pre-wrap">${escapeHtml(notes)}</span>` : ''}
<br>${links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join(' · ')}</li>`,
  )
  .join('\n')}
</ul>
<p>${escapeHtml(t.open)} <a href="${escapeHtml(editor)}">${escapeHtml(editor)}</a></p>
<p style="color:#666">${escapeHtml(t.why)}</p>`;

  return { to: owner.email, subject: t.subject(total), text, html };
}
