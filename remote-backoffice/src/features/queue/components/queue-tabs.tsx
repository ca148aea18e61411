import { Link } from 'react-router';
import { QUEUE_STATUSES, type OrderQueue } from 'shared-contracts';
import { consoleTexts, TAB_LABELS } from '../../../shared/messages';
import { queuePath } from '../../../shared/paths';
import type { QueueStatus } from '../../../shared/queue-status';
import styles from './queue.module.css';

/**
 * A link per status, with how many orders it holds (matching the search): links, not ARIA tabs,
 * so each tab has an address and Back returns to it. The search is kept; the page starts again.
 */
export function QueueTabs({
  current,
  q,
  counts,
}: {
  current: QueueStatus;
  q: string;
  counts: OrderQueue['counts'] | undefined;
}) {
  return (
    <nav aria-label={consoleTexts.tabs}>
      <ul className={styles.tabs}>
        {QUEUE_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={queuePath({ status, q })}
              className={styles.tab}
              aria-current={status === current ? 'page' : undefined}
            >
              {TAB_LABELS[status]}
              {counts && <span className={styles.count}>{counts[status]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
