import { useTexts } from 'web-kit';
import type { MemberCardCounts } from 'shared-contracts';
import { formatCount } from './format-count';
import styles from './team-insights.module.css';
import { teamInsightsTexts } from './team-insights-texts';

/**
 * A page of members and their cards' numbers, as the API orders them (most viewed first), named
 * by the heading above it.
 */
export function MemberCountsTable({
  members,
  labelledBy,
}: {
  members: MemberCardCounts[];
  labelledBy: string;
}) {
  const t = useTexts(teamInsightsTexts);
  return (
    // A region of its own that the keyboard can scroll, when the table is wider than the screen.
    <div className={styles.tableCard} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t.member}</th>
            <th scope="col">{t.views}</th>
            <th scope="col">{t.taps}</th>
            <th scope="col">{t.saves}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.userId}>
              <th scope="row">{member.name}</th>
              <td>{formatCount(member.views)}</td>
              <td>{formatCount(member.taps)}</td>
              <td>{formatCount(member.saves)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
