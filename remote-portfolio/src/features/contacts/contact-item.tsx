import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  contactExportTexts,
  contactListTexts,
  formatDayMonthYear,
  leadTexts,
  type Contact,
  type Language,
} from 'shared-contracts';
import { BreakAtSeparators, useLanguage, useTexts } from 'web-kit';
import { MailIcon, PhoneIcon } from '../shared/card/icons';
import { WhatsAppIcon } from '../shared/card/social-icons';
import { displayPhone, mailtoUrl, telUrl, whatsAppUrl } from '../shared/card/contact-links';
import { formatDay, isDue } from './contact-days';
import styles from './contacts.module.css';

/**
 * "12 Mar 2025" ("12 मार्च 2025" in Hindi): the day it was shared in India, its month named in
 * the person's language.
 */
export const sharedOn = (iso: string, language: Language = 'en') =>
  formatDayMonthYear(iso, language);

export interface ContactItemProps {
  contact: Contact;
  /** YYYY-MM-DD in India: a follow-up on or before it is due. */
  today: string;
  onSaveVCard: (contact: Contact) => void;
  onRemove: (contact: Contact) => void;
}

/**
 * One contact: who, where and when they were met, their tags and follow-up, and what the owner
 * can do next. Everything shown is text someone typed or scanned, rendered as text; links are
 * built from digits or encoded. The name opens the contact.
 */
export function ContactItem({ contact, today, onSaveVCard, onRemove }: ContactItemProps) {
  const titleId = `contact-${contact._id}`;
  const texts = useTexts(leadTexts);
  const list = useTexts(contactListTexts);
  const met = useTexts(contactExportTexts);
  const language = useLanguage();
  const work = [contact.company, contact.designation].filter(Boolean).join(' · ');
  const metDay = contact.metOn && formatDay(contact.metOn, language);
  const where = contact.metAt
    ? [met.metAt(contact.metAt), metDay].filter(Boolean).join(' · ')
    : metDay && met.metOn(metDay);
  const due = isDue(contact.followUpOn, today);
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHead}>
        <h2 className={styles.name} id={titleId}>
          <Link className={styles.nameLink} to={contact._id}>
            {contact.name}
          </Link>
        </h2>
        <time className={styles.date} dateTime={contact.createdAt}>
          {sharedOn(contact.createdAt, language)}
        </time>
      </div>
      {work && <p className={styles.company}>{work}</p>}
      {(contact.phoneNumber || contact.email) && (
        <p className={styles.reach}>
          {contact.phoneNumber && displayPhone(contact.phoneNumber)}
          {contact.phoneNumber && contact.email && ' · '}
          {contact.email && <BreakAtSeparators text={contact.email} />}
        </p>
      )}
      {where && <p className={styles.met}>{where}</p>}
      {contact.followUpOn && (
        <p className={due ? `${styles.followUp} ${styles.due}` : styles.followUp}>
          {met.followUpOn(formatDay(contact.followUpOn, language))}
          {due && <span className={styles.dueBadge}>{list.due}</span>}
        </p>
      )}
      {contact.tags.length > 0 && (
        <ul className={styles.tags} aria-label={list.tags}>
          {contact.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      {contact.note && <p className={styles.note}>{contact.note}</p>}
      <div className={styles.actions}>
        {contact.phoneNumber && (
          <Action href={telUrl(contact.phoneNumber)} icon={<PhoneIcon />}>
            {texts.call}
          </Action>
        )}
        {contact.email && (
          <Action href={mailtoUrl(contact.email)} icon={<MailIcon />}>
            {texts.mail}
          </Action>
        )}
        {contact.phoneNumber && (
          <Action href={whatsAppUrl(contact.phoneNumber)} icon={<WhatsAppIcon />} external>
            {texts.whatsapp}
          </Action>
        )}
      </div>
      <div className={styles.secondary}>
        <button type="button" className={styles.textButton} onClick={() => onSaveVCard(contact)}>
          {texts.saveVCard}
        </button>
        <Link className={styles.textButton} to={contact._id}>
          {list.edit}
        </Link>
        <button
          type="button"
          className={`${styles.textButton} ${styles.danger}`}
          onClick={() => onRemove(contact)}
        >
          {texts.remove}
        </button>
      </div>
    </li>
  );
}

function Action({
  href,
  icon,
  external = false,
  children,
}: {
  href: string;
  icon: ReactNode;
  external?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      className={styles.action}
      href={href}
      {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      <span className={styles.actionIcon} aria-hidden="true">
        {icon}
      </span>
      {children}
    </a>
  );
}
