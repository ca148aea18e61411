import type { ReactNode } from 'react';
import { formatDayMonthYear, leadTexts, type Language, type Lead } from 'shared-contracts';
import { BreakAtSeparators, useLanguage, useTexts } from 'web-kit';
import { MailIcon, PhoneIcon } from '../shared/card/icons';
import { WhatsAppIcon } from '../shared/card/social-icons';
import { displayPhone, mailtoUrl, telUrl, whatsAppUrl } from '../shared/card/contact-links';
import styles from './contacts.module.css';

/**
 * "12 Mar 2025" ("12 मार्च 2025" in Hindi): the day it was shared in India, its month named in
 * the person's language.
 */
export const sharedOn = (iso: string, language: Language = 'en') =>
  formatDayMonthYear(iso, language);

export interface LeadItemProps {
  lead: Lead;
  onSaveVCard: (lead: Lead) => void;
  onRemove: (lead: Lead) => void;
}

/**
 * One contact: who, from where, their note, and what the owner can do next. Everything shown is
 * the visitor's own text, rendered as text; links are built from digits or encoded.
 */
export function LeadItem({ lead, onSaveVCard, onRemove }: LeadItemProps) {
  const titleId = `lead-${lead._id}`;
  const texts = useTexts(leadTexts);
  const language = useLanguage();
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHead}>
        <h2 className={styles.name} id={titleId}>
          {lead.name}
        </h2>
        <time className={styles.date} dateTime={lead.createdAt}>
          {sharedOn(lead.createdAt, language)}
        </time>
      </div>
      {lead.company && <p className={styles.company}>{lead.company}</p>}
      {(lead.phoneNumber || lead.email) && (
        <p className={styles.reach}>
          {lead.phoneNumber && displayPhone(lead.phoneNumber)}
          {lead.phoneNumber && lead.email && ' · '}
          {lead.email && <BreakAtSeparators text={lead.email} />}
        </p>
      )}
      {lead.note && <p className={styles.note}>{lead.note}</p>}
      <div className={styles.actions}>
        {lead.phoneNumber && (
          <Action href={telUrl(lead.phoneNumber)} icon={<PhoneIcon />}>
            {texts.call}
          </Action>
        )}
        {lead.email && (
          <Action href={mailtoUrl(lead.email)} icon={<MailIcon />}>
            {texts.mail}
          </Action>
        )}
        {lead.phoneNumber && (
          <Action href={whatsAppUrl(lead.phoneNumber)} icon={<WhatsAppIcon />} external>
            {texts.whatsapp}
          </Action>
        )}
      </div>
      <div className={styles.secondary}>
        <button type="button" className={styles.textButton} onClick={() => onSaveVCard(lead)}>
          {texts.saveVCard}
        </button>
        <button
          type="button"
          className={`${styles.textButton} ${styles.danger}`}
          onClick={() => onRemove(lead)}
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
