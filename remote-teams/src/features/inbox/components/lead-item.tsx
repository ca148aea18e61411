import { detailDate, type OrganisationLead } from 'shared-contracts';
import { BreakAtSeparators, useTexts } from 'web-kit';
import styles from './inbox.module.css';
import { inboxTexts } from './inbox-texts';

/** `tel:` with the number's digits only: a visitor's text never becomes anything else in a link. */
const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** An Indian mobile number as people write it, "+91 98765 43210"; any other as it came. */
function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('91')
    ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`
    : phone.trim();
}

/**
 * One contact: who sent it, to whose card and when, how to reach them (a tap to call or write),
 * their company and note. All of it is the visitor's own text, rendered as text.
 */
export function LeadItem({ lead }: { lead: OrganisationLead }) {
  const t = useTexts(inboxTexts);
  const titleId = `lead-${lead._id}`;
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 className={styles.name} id={titleId}>
          {lead.name}
        </h2>
        <time className={styles.date} dateTime={lead.createdAt}>
          {detailDate(lead.createdAt)}
        </time>
      </div>
      <p className={styles.cardOf}>{t.cardOf(lead.memberName)}</p>
      {lead.company && <p className={styles.line}>{lead.company}</p>}
      {lead.phoneNumber && (
        <p className={styles.line}>
          <a href={telHref(lead.phoneNumber)}>{displayPhone(lead.phoneNumber)}</a>
        </p>
      )}
      {lead.email && (
        <p className={styles.line}>
          <a href={`mailto:${lead.email}`}>
            <BreakAtSeparators text={lead.email} />
          </a>
        </p>
      )}
      {lead.note && <p className={styles.note}>{lead.note}</p>}
    </li>
  );
}
