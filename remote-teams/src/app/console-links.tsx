import { Link } from 'react-router';
import type { Organisation } from 'shared-contracts';
import { ChevronRightIcon, useTexts } from 'web-kit';
import { teamsTexts } from '../shared/messages';
import {
  CARDS_PATH,
  CONTACT_POLICY_PATH,
  INBOX_PATH,
  INSIGHTS_PATH,
  ORDER_CARDS_PATH,
  TEMPLATE_PATH,
} from '../shared/paths';
import shared from '../shared/teams.module.css';
import styles from './console-links.module.css';

/**
 * The owner's and admins' screens about its members' cards (the NFC cards themselves, ordering
 * more, what they show) and contacts, each a row of its own with a line on what it holds (the
 * contact policy's, whether it is on), as a phone's settings list.
 */
export function ConsoleLinks({ organisation }: { organisation: Organisation }) {
  const t = useTexts(teamsTexts);
  const links = [
    { to: CARDS_PATH, label: t.cardsLink, hint: t.cardsLinkHint },
    { to: ORDER_CARDS_PATH, label: t.orderCardsLink, hint: t.orderCardsLinkHint },
    { to: TEMPLATE_PATH, label: t.templateLink, hint: t.templateLinkHint },
    {
      to: CONTACT_POLICY_PATH,
      label: t.policyLink,
      hint: t.policyLinkHint(organisation.shareContacts),
    },
    { to: INSIGHTS_PATH, label: t.insightsLink, hint: t.insightsLinkHint },
    { to: INBOX_PATH, label: t.inboxLink, hint: t.inboxLinkHint },
  ];
  return (
    <nav className={shared.section} aria-labelledby="cards-contacts-heading">
      <h2 id="cards-contacts-heading" className={shared.sectionHeading}>
        {t.cardsAndContacts}
      </h2>
      <ul className={shared.list}>
        {links.map(({ to, label, hint }) => (
          <li key={to}>
            <Link to={to} className={styles.row}>
              <span className={styles.text}>
                <span className={styles.label}>{label}</span>
                <span className={styles.hint}>{hint}</span>
              </span>
              <ChevronRightIcon className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
