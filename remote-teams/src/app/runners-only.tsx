import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { Organisation } from 'shared-contracts';
import { Screen, Spinner, useTexts } from 'web-kit';
import { LoadFailed } from '../shared/load-failed';
import { teamsTexts } from '../shared/messages';
import { canRun, isInNone, useGetOrganisationQuery } from '../shared/organisation-api';
import { TEAMS_PATH } from '../shared/paths';

/**
 * The screens that run the organisation (its details, inviting): its owner and admins get them
 * with the organisation in hand; anyone else goes back to `/teams`, which shows what they may see.
 * The API refuses them too.
 */
export function RunnersOnly({
  title,
  children,
}: {
  /** The screen's own title, while the organisation loads. */
  title: string;
  children: (organisation: Organisation) => ReactNode;
}) {
  const t = useTexts(teamsTexts);
  const navigate = useNavigate();
  const { data: organisation, error, isError, refetch } = useGetOrganisationQuery();
  if (isInNone(error) || (organisation && !canRun(organisation))) {
    return <Navigate to={TEAMS_PATH} replace />;
  }
  if (organisation) return children(organisation);
  return (
    <Screen title={title} onBack={() => navigate(TEAMS_PATH)}>
      {isError ? (
        <LoadFailed error={error} message={t.failed} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={t.loading} />
      )}
    </Screen>
  );
}
