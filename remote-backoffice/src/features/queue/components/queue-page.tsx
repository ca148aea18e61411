import { useSearchParams } from 'react-router';
import { OLDEST_FIRST } from 'shared-contracts';
import { Pager, pageCount, pageParam, Spinner } from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { LoadFailed } from '../../../shared/load-failed';
import { consoleTexts, TAB_LABELS } from '../../../shared/messages';
import { queuePath } from '../../../shared/paths';
import { isQueueStatus } from '../../../shared/queue-status';
import { useGetQueueQuery } from '../api/get-queue';
import { PrintBatchButton } from './print-batch-button';
import { QueueRow } from './queue-row';
import { QueueSearch } from './queue-search';
import { QueueTabs } from './queue-tabs';
import styles from './queue.module.css';
import shared from '../../../shared/console.module.css';

/** The tab, search and page the address names; anything unreadable is the first of each. */
function useQueueArgs() {
  const [params] = useSearchParams();
  const status = params.get('status');
  return {
    status: isQueueStatus(status) ? status : 'placed',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: pageParam(params.get('page')),
  } as const;
}

/**
 * `/backoffice`, the queue: a tab per status with its count, a search, one page of orders (oldest
 * first where work waits), each opening the order. Asked again on every visit: other staff and
 * payments move orders meanwhile.
 */
export function QueuePage() {
  const args = useQueueArgs();
  const { data, currentData, error, isError, refetch } = useGetQueueQuery(args, {
    refetchOnMountOrArgChange: true,
  });
  const tab = TAB_LABELS[args.status];

  return (
    <ConsoleScreen
      title={consoleTexts.queueHeading}
      actions={args.status === 'confirmed' ? <PrintBatchButton /> : undefined}
    >
      <QueueTabs current={args.status} q={args.q} counts={data?.counts} />
      <QueueSearch key={args.q} status={args.status} q={args.q} />
      <div className={styles.panel}>
        {isError ? (
          <LoadFailed
            error={error}
            message={consoleTexts.queueFailed}
            onRetry={() => void refetch()}
          />
        ) : !currentData ? (
          <Spinner label={consoleTexts.loadingQueue} />
        ) : currentData.orders.length === 0 ? (
          <div className={shared.empty}>
            <p className={shared.emptyText}>
              {args.q ? consoleTexts.emptySearch(args.q) : consoleTexts.emptyTab(tab)}
            </p>
          </div>
        ) : (
          <>
            <p className={`${styles.sorted} ${shared.muted}`}>
              {OLDEST_FIRST.has(args.status) ? consoleTexts.oldestFirst : consoleTexts.newestFirst}
            </p>
            <ul className={styles.rows} aria-label={consoleTexts.ordersList}>
              {currentData.orders.map((order) => (
                <QueueRow key={order._id} order={order} />
              ))}
            </ul>
            <Pager
              label={consoleTexts.pagination}
              page={currentData.page}
              pages={pageCount(currentData.total, currentData.pageSize)}
              hrefOf={(page) => queuePath({ ...args, page })}
            />
          </>
        )}
      </div>
    </ConsoleScreen>
  );
}
