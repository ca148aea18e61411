import { Navigate, useNavigate } from 'react-router';
import { Screen, Spinner } from 'web-kit';
import { LoadFailed } from '../../../shared/load-failed';
import { teamsTexts as t } from '../../../shared/messages';
import { canRun, isInNone, useGetOrganisationQuery } from '../../../shared/organisation-api';
import { TEAMS_PATH } from '../../../shared/paths';
import { useUpdateOrganisationMutation } from '../api/organisation-changes';
import { OrganisationFormScreen } from './organisation-form-screen';

/** `/teams/edit`: the owner's and admins' form of the details; anyone else goes back to `/teams`. */
export function EditOrganisationPage() {
  const navigate = useNavigate();
  const { data: organisation, error, isError, refetch } = useGetOrganisationQuery();
  const [update] = useUpdateOrganisationMutation();
  const back = () => navigate(TEAMS_PATH);

  if (isInNone(error)) return <Navigate to={TEAMS_PATH} replace />;
  if (!organisation) {
    return (
      <Screen title={t.editHeading} onBack={back}>
        {isError ? (
          <LoadFailed error={error} message={t.failed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.loading} />
        )}
      </Screen>
    );
  }
  if (!canRun(organisation)) return <Navigate to={TEAMS_PATH} replace />;
  return (
    <OrganisationFormScreen
      title={t.editHeading}
      onBack={back}
      organisation={organisation}
      submitLabel={t.save}
      busyLabel={t.saving}
      failed={t.saveFailed}
      save={(body) => update(body).unwrap()}
      onSaved={back}
    />
  );
}
