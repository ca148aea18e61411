import { Link, useNavigate } from 'react-router';
import type { Organisation } from 'shared-contracts';
import { Button, errorMessage, Screen, Spinner, useTexts } from 'web-kit';
import { LoadFailed } from '../../../shared/load-failed';
import { CONTACT_POLICY_PATH, TEAMS_PATH } from '../../../shared/paths';
import { Refusal } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useDownloadInboxCsvMutation, useGetInboxQuery } from '../api/inbox';
import styles from './inbox.module.css';
import { inboxTexts } from './inbox-texts';
import { LeadItem } from './lead-item';

/**
 * `/teams/inbox`, the owner's and admins': the contacts sent to members' cards while the contact
 * policy shared them (kept when a member leaves), newest first, and Export CSV. With none yet, it
 * says whether the policy is on, and where to turn it on.
 */
export function InboxPage({ organisation }: { organisation: Organisation }) {
  const t = useTexts(inboxTexts);
  const navigate = useNavigate();
  // Asked afresh each time the screen opens: visitors send their details meanwhile.
  const {
    data: leads,
    error,
    isError,
    refetch,
  } = useGetInboxQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [download, downloading] = useDownloadInboxCsvMutation();

  return (
    <Screen title={t.heading} onBack={() => navigate(TEAMS_PATH)}>
      {!leads &&
        (isError ? (
          <LoadFailed error={error} message={t.failed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.loading} />
        ))}
      {leads?.length === 0 && (
        <div className={`${shared.card} ${styles.empty}`}>
          <p className={styles.emptyTitle}>{t.empty}</p>
          <p className={shared.note}>{organisation.shareContacts ? t.emptyOn : t.emptyOff}</p>
          {!organisation.shareContacts && (
            <Link to={CONTACT_POLICY_PATH} className={shared.pill}>
              {t.policy}
            </Link>
          )}
        </div>
      )}
      {leads && leads.length > 0 && (
        <>
          <p className={shared.intro}>{t.intro}</p>
          <Button
            variant="secondary"
            className={styles.export}
            busy={downloading.isLoading}
            busyLabel={t.exporting}
            onClick={() => void download()}
          >
            {t.exportCsv}
          </Button>
          {downloading.isError && (
            <Refusal message={errorMessage(downloading.error, t.exportFailed)} />
          )}
          <ul className={styles.list} aria-label={t.contacts}>
            {leads.map((lead) => (
              <LeadItem key={lead._id} lead={lead} />
            ))}
          </ul>
        </>
      )}
    </Screen>
  );
}
