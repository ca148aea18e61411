import { Navigate, Route, Routes } from 'react-router';
import { ImportCsvPage } from '../features/invitations/components/import-csv-page';
import { InvitePersonPage } from '../features/invitations/components/invite-person-page';
import { EditOrganisationPage } from '../features/organisation/components/edit-organisation-page';
import { teamsTexts as t } from '../shared/messages';
import { TEAMS_PATH } from '../shared/paths';
import { RunnersOnly } from './runners-only';
import { TeamsHome } from './teams-home';

/**
 * `/teams/*`, the person's organisation: the shell's guard lets only a signed-in person in, and
 * this routes the rest itself. Its details and invitations are its owner's and admins' screens.
 */
export function Teams() {
  return (
    <Routes>
      <Route index element={<TeamsHome />} />
      <Route
        path="edit"
        element={
          <RunnersOnly title={t.editHeading}>
            {(organisation) => <EditOrganisationPage organisation={organisation} />}
          </RunnersOnly>
        }
      />
      <Route
        path="invite"
        element={<RunnersOnly title={t.inviteHeading}>{() => <InvitePersonPage />}</RunnersOnly>}
      />
      <Route
        path="import"
        element={<RunnersOnly title={t.importHeading}>{() => <ImportCsvPage />}</RunnersOnly>}
      />
      <Route path="*" element={<Navigate to={TEAMS_PATH} replace />} />
    </Routes>
  );
}
