import { useSearchParams } from 'react-router';
import type { AuditEntry } from 'shared-contracts';
import { Pager, pageCount, pageParam, Spinner } from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { dateTime } from '../../../shared/dates';
import { LoadFailed } from '../../../shared/load-failed';
import { AUDIT_ACTION_LABELS, consoleTexts } from '../../../shared/messages';
import { AUDIT_PATH } from '../../../shared/paths';
import { useGetAuditQuery } from '../api/get-audit';
import { changeSummary } from '../utils/change-summary';
import shared from '../../../shared/console.module.css';
import styles from './audit.module.css';

const auditPath = (page: number) => (page > 1 ? `${AUDIT_PATH}?page=${page}` : AUDIT_PATH);

/** `/backoffice/audit`: who did what to which order, product or account, and when, page by page. */
export function AuditPage() {
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const { currentData, error, isError, refetch } = useGetAuditQuery(page, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <ConsoleScreen title={consoleTexts.auditHeading}>
      {isError ? (
        <LoadFailed
          error={error}
          message={consoleTexts.auditFailed}
          onRetry={() => void refetch()}
        />
      ) : !currentData ? (
        <Spinner label={consoleTexts.loadingAudit} />
      ) : currentData.entries.length === 0 ? (
        <div className={shared.empty}>
          <p className={shared.emptyText}>{consoleTexts.auditEmpty}</p>
        </div>
      ) : (
        <>
          <ul className={styles.entries} aria-label={consoleTexts.auditList}>
            {currentData.entries.map((entry) => (
              <AuditLine key={entry._id} entry={entry} />
            ))}
          </ul>
          <Pager
            label={consoleTexts.pagination}
            page={currentData.page}
            pages={pageCount(currentData.total, currentData.pageSize)}
            hrefOf={auditPath}
          />
        </>
      )}
    </ConsoleScreen>
  );
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const change = changeSummary(entry.before, entry.after);
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <span className={styles.what}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</span>
        <time className={shared.muted} dateTime={entry.at}>
          {dateTime(entry.at)}
        </time>
      </div>
      <span className={styles.who}>{consoleTexts.by(entry.actorEmail)}</span>
      <span className={styles.subject}>{entry.subject}</span>
      {change && <span className={styles.change}>{change}</span>}
    </li>
  );
}
