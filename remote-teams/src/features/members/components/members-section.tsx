import { useCallback, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router';
import { detailDate, type Organisation, type OrganisationMember } from 'shared-contracts';
import { Pager, pageCount, pageParam, selectUserId, Spinner, useTexts } from 'web-kit';
import { useFocusOnChange } from '../../../shared/focus-on-change';
import { LoadFailed } from '../../../shared/load-failed';
import { ROLE_LABELS, teamsTexts } from '../../../shared/messages';
import { listPath, TEAMS_PATH } from '../../../shared/paths';
import shared from '../../../shared/teams.module.css';
import { useGetMembersQuery } from '../../../shared/members-api';
import { ManageMemberSheet } from './manage-member-sheet';
import { MembersSearch } from './members-search';
import styles from './members.module.css';

/** The search and page the console's address names (`/teams?q=ravi&page=2`). */
function useMembersArgs() {
  const [params] = useSearchParams();
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: pageParam(params.get('page')),
  };
}

/**
 * Who is in the organisation, for its owner and admins, 50 a page and found by part of a name or
 * an e-mail: name, e-mail, role, the day they joined, and Manage beside each person the one
 * looking may change (never the owner, nor themselves; an admin only members, as the API allows).
 */
export function MembersSection({ organisation }: { organisation: Organisation }) {
  const t = useTexts(teamsTexts);
  const roleLabels = useTexts(ROLE_LABELS);
  const me = useSelector(selectUserId);
  const args = useMembersArgs();
  // Asked afresh each time the console opens: people join by their links meanwhile.
  const { data, currentData, error, isError, refetch } = useGetMembersQuery(args, {
    refetchOnMountOrArgChange: true,
  });
  const [managing, setManaging] = useState<OrganisationMember | null>(null);
  const close = useCallback(() => setManaging(null), []);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(heading, `${args.q}|${args.page}`);
  const manageable = (member: OrganisationMember) =>
    member.userId !== me &&
    member.role !== 'owner' &&
    (organisation.role === 'owner' || member.role === 'member');

  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // A page emptied by removals, or an address typed by hand: its last page instead.
  if (currentData && args.page > pages) {
    return <Navigate to={listPath(TEAMS_PATH, { q: args.q, page: pages })} replace />;
  }

  return (
    <section className={shared.section} aria-labelledby="members-heading">
      <h2
        id="members-heading"
        ref={heading}
        tabIndex={-1}
        className={`${shared.sectionHeading} ${styles.heading}`}
      >
        {t.members}
      </h2>
      <MembersSearch key={args.q} q={args.q} />
      {!currentData &&
        (isError ? (
          <LoadFailed error={error} message={t.membersFailed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.membersLoading} />
        ))}
      {currentData && args.q && (
        <p className={styles.found} role="status">
          {currentData.total === 0
            ? t.noMembersFound(args.q)
            : t.membersFound(currentData.total, args.q)}
        </p>
      )}
      {currentData && currentData.members.length > 0 && (
        <ul className={shared.list} aria-labelledby="members-heading">
          {currentData.members.map((member) => (
            <li key={member.userId} className={shared.item}>
              <div className={shared.itemText}>
                <span className={shared.itemName}>
                  {member.name} {member.userId === me && <span>{t.you}</span>}
                </span>
                <span className={shared.itemLine}>{member.email}</span>
                <span className={shared.itemLine}>
                  <span className={shared.role}>{roleLabels[member.role]}</span>{' '}
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
      {currentData && (
        <Pager
          className={shared.pager}
          label={t.membersPages}
          page={currentData.page}
          pages={pages}
          hrefOf={(page) => listPath(TEAMS_PATH, { q: args.q, page })}
        />
      )}
      <ManageMemberSheet member={managing} actor={organisation.role} onClose={close} />
    </section>
  );
}
