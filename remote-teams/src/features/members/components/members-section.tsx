import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { detailDate, type Organisation, type OrganisationMember } from 'shared-contracts';
import { selectUserId, Spinner } from 'web-kit';
import { LoadFailed } from '../../../shared/load-failed';
import { ROLE_LABELS, teamsTexts as t } from '../../../shared/messages';
import shared from '../../../shared/teams.module.css';
import { useGetMembersQuery } from '../api/get-members';
import { ManageMemberSheet } from './manage-member-sheet';

/**
 * Who is in the organisation, for its owner and admins: name, e-mail, role, the day they joined,
 * and Manage beside each person the one looking may change (never the owner, nor themselves; an
 * admin only members, as the API allows).
 */
export function MembersSection({ organisation }: { organisation: Organisation }) {
  const me = useSelector(selectUserId);
  // Asked afresh each time the console opens: people join by their links meanwhile.
  const {
    data: members,
    error,
    isError,
    refetch,
  } = useGetMembersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [managing, setManaging] = useState<OrganisationMember | null>(null);
  const close = useCallback(() => setManaging(null), []);
  const manageable = (member: OrganisationMember) =>
    member.userId !== me &&
    member.role !== 'owner' &&
    (organisation.role === 'owner' || member.role === 'member');

  return (
    <section className={shared.section} aria-labelledby="members-heading">
      <h2 id="members-heading" className={shared.sectionHeading}>
        {t.members}
      </h2>
      {!members &&
        (isError ? (
          <LoadFailed error={error} message={t.membersFailed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.membersLoading} />
        ))}
      {members && (
        <ul className={shared.list} aria-labelledby="members-heading">
          {members.map((member) => (
            <li key={member.userId} className={shared.item}>
              <div className={shared.itemText}>
                <span className={shared.itemName}>
                  {member.name} {member.userId === me && <span>{t.you}</span>}
                </span>
                <span className={shared.itemLine}>{member.email}</span>
                <span className={shared.itemLine}>
                  <span className={shared.role}>{ROLE_LABELS[member.role]}</span>{' '}
                  {t.joined(detailDate(member.joinedAt))}
                </span>
              </div>
              {manageable(member) && (
                <button
                  type="button"
                  className={shared.pill}
                  aria-label={t.manageOf(member.name)}
                  onClick={() => setManaging(member)}
                >
                  {t.manage}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ManageMemberSheet member={managing} actor={organisation.role} onClose={close} />
    </section>
  );
}
