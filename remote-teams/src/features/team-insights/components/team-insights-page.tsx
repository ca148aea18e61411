import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  INSIGHT_DEFAULT_PERIOD,
  INSIGHT_PERIODS,
  insightsTexts,
  type InsightPeriod,
  type TeamInsights,
} from 'shared-contracts';
import { Pager, pageCount, pageParam, Screen, Spinner, useTexts } from 'web-kit';
import { useFocusOnChange } from '../../../shared/focus-on-change';
import { LoadFailed } from '../../../shared/load-failed';
import { INSIGHTS_PATH, listPath, TEAMS_PATH } from '../../../shared/paths';
import shared from '../../../shared/teams.module.css';
import { useGetTeamInsightsQuery } from '../api/get-team-insights';
import { formatCount } from './format-count';
import { MemberCountsTable } from './member-counts-table';
import { PeriodSwitch } from './period-switch';
import styles from './team-insights.module.css';
import { teamInsightsTexts } from './team-insights-texts';

const DEFAULTS = { days: INSIGHT_DEFAULT_PERIOD, page: 1 };

/** The period and page the address names (`?days=7&page=2`); anything unreadable is the default. */
function useInsightsArgs() {
  const [params] = useSearchParams();
  const days = Number(params.get('days'));
  return {
    days: (INSIGHT_PERIODS as readonly number[]).includes(days)
      ? (days as InsightPeriod)
      : INSIGHT_DEFAULT_PERIOD,
    page: pageParam(params.get('page')),
  };
}

/**
 * `/teams/insights`, the owner's and admins': views, NFC taps and saved contacts of every member's
 * card over 7, 30 or 90 days, in total and per member (a page of 50, most viewed first).
 */
export function TeamInsightsPage() {
  const t = useTexts(teamInsightsTexts);
  const navigate = useNavigate();
  const args = useInsightsArgs();
  const { currentData, error, isError, refetch } = useGetTeamInsightsQuery(args, {
    refetchOnMountOrArgChange: true,
  });
  const choose = (days: InsightPeriod) =>
    navigate(listPath(INSIGHTS_PATH, { days }, DEFAULTS), { replace: true });

  return (
    <Screen title={t.heading} onBack={() => navigate(TEAMS_PATH)}>
      <PeriodSwitch value={args.days} onChange={choose} />
      {currentData ? (
        <Report insights={currentData} />
      ) : isError ? (
        <LoadFailed error={error} message={t.failed} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={t.loading} />
      )}
      <p className={styles.privacy}>{t.privacy}</p>
    </Screen>
  );
}

function Report({ insights }: { insights: TeamInsights }) {
  const t = useTexts(teamInsightsTexts);
  const { days, totals, page } = insights;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(heading, String(page));
  const counters = [
    { label: insightsTexts.views, value: totals.views },
    { label: insightsTexts.nfc, value: totals.taps },
    { label: insightsTexts.saves, value: totals.saves },
  ];
  return (
    <>
      <section aria-labelledby="totals-heading" className={shared.section}>
        <h2 id="totals-heading" className={shared.sectionHeading}>
          {t.totals}
        </h2>
        <ul className={styles.tiles}>
          {counters.map(({ label, value }) => (
            <li key={label} className={styles.tile}>
              <span className={styles.tileValue}>{formatCount(value)}</span>
              <span className={styles.tileLabel}>{label}</span>
            </li>
          ))}
        </ul>
        {totals.views === 0 && <p className={shared.note}>{t.noViews(days)}</p>}
      </section>
      {/* Named by its heading through the table's scrolling region, not twice. */}
      <section>
        <h2
          id="members-counts-heading"
          ref={heading}
          tabIndex={-1}
          className={`${shared.sectionHeading} ${styles.heading}`}
        >
          {t.members}
        </h2>
        <MemberCountsTable members={insights.members} labelledBy="members-counts-heading" />
        <Pager
          className={shared.pager}
          label={t.pages}
          page={page}
          pages={pageCount(insights.total, insights.pageSize)}
          hrefOf={(to) => listPath(INSIGHTS_PATH, { days, page: to }, DEFAULTS)}
        />
      </section>
    </>
  );
}
