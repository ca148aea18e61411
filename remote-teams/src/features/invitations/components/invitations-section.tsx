import { Link } from 'react-router';
import { detailDate, organisationToasts, type OrganisationInvitation } from 'shared-contracts';
import { Spinner, useNotify, useTexts } from 'web-kit';
import { LoadFailed } from '../../../shared/load-failed';
import { teamsTexts } from '../../../shared/messages';
import { IMPORT_PATH, INVITE_PATH } from '../../../shared/paths';
import { Refusal, refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useGetInvitationsQuery, useWithdrawInvitationMutation } from '../api/invitations';
import styles from './invitations.module.css';

/**
 * The owner's and admins' invitations: Invite (one person) and Import CSV, then every invitation
 * not accepted yet, whom to, who sent it and until when it works, each with Withdraw.
 */
export function InvitationsSection() {
  const toasts = useTexts(organisationToasts);
  const t = useTexts(teamsTexts);
  // Asked afresh each time the console opens: invitations are accepted meanwhile.
  const {
    data: invitations,
    error,
    isError,
    refetch,
  } = useGetInvitationsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const notify = useNotify();
  const [withdraw, withdrawal] = useWithdrawInvitationMutation();
  const withdrawing = withdrawal.isLoading ? withdrawal.originalArgs?.id : undefined;
  const refusal = refusalOf(withdrawal.error, t.changeFailed);

  const withdrawOne = async (invitation: OrganisationInvitation) => {
    try {
      const answer = await withdraw({ id: invitation._id }).unwrap();
      notify.success(answer.message ?? toasts.revoked);
    } catch {
      // Shown above the list.
    }
  };

  return (
    <section className={shared.section} aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className={shared.sectionHeading}>
        {t.invitations}
      </h2>
      <div className={styles.actions}>
        <Link to={INVITE_PATH} className="tf-link-button">
          {t.invite}
        </Link>
        <Link to={IMPORT_PATH} className="tf-link-button tf-link-button--secondary">
          {t.importCsv}
        </Link>
      </div>
      {refusal && <Refusal message={refusal} />}
      {!invitations &&
        (isError ? (
          <LoadFailed error={error} message={t.invitationsFailed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.invitationsLoading} />
        ))}
      {invitations?.length === 0 && <p className={shared.note}>{t.noInvitations}</p>}
      {invitations && invitations.length > 0 && (
        <ul className={shared.list} aria-labelledby="invitations-heading">
          {invitations.map((invitation) => (
            <li key={invitation._id} className={shared.item}>
              <div className={shared.itemText}>
                <span className={shared.itemName}>{invitation.name}</span>
                <span className={shared.itemLine}>{invitation.email}</span>
                <span className={shared.itemLine}>
                  {invitation.invitedBy ? t.invitedBy(invitation.invitedBy) : t.invitedByFormer}
                </span>
                <ExpiryLine expiresAt={invitation.expiresAt} />
              </div>
              <button
                type="button"
                className={shared.pill}
                aria-label={t.withdrawOf(invitation.name)}
                disabled={withdrawal.isLoading}
                aria-busy={withdrawing === invitation._id || undefined}
                onClick={() => void withdrawOne(invitation)}
              >
                {withdrawing === invitation._id ? t.withdrawing : t.withdraw}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExpiryLine({ expiresAt }: { expiresAt: string }) {
  const t = useTexts(teamsTexts);
  const date = detailDate(expiresAt);
  if (Date.parse(expiresAt) <= Date.now()) {
    return <span className={`${shared.itemLine} ${styles.expired}`}>{t.expired(date)}</span>;
  }
  return <span className={shared.itemLine}>{t.expires(date)}</span>;
}
