import { useId } from 'react';
import { Link } from 'react-router';
import { homePreviewTexts } from 'shared-contracts';
import { CheckIcon, ChevronRightIcon, useTexts } from 'web-kit';
import type { ChecklistItem } from './card-checklist';
import styles from './home-preview.module.css';

/**
 * "Complete your card": what the card still lacks, each a tap away from the editor section that
 * adds it; what is done stays ticked in the list. Gone once everything is done.
 */
export function CardChecklistView({ items }: { items: ChecklistItem[] }) {
  const titleId = useId();
  const texts = useTexts(homePreviewTexts);
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <section className={styles.checklist} aria-labelledby={titleId}>
      <div className={styles.checklistHead}>
        <h3 id={titleId} className={styles.checklistTitle}>
          {texts.checklistTitle}
        </h3>
        <span className={styles.checklistCount}>{texts.checklistCount(done, items.length)}</span>
      </div>
      <ul className={styles.checklistItems}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={`${styles.checklistItem} ${item.done ? styles.checklistDone : ''}`}
            >
              <span className={styles.checklistMark} aria-hidden="true">
                {item.done && <CheckIcon width={14} height={14} />}
              </span>
              <span className={styles.checklistLabel}>
                {texts.checklist[item.key]}
                {item.done && <span className="tf-visually-hidden">{texts.itemDone}</span>}
              </span>
              <ChevronRightIcon className={styles.checklistChevron} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
