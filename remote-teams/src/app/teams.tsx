import { Navigate, Route, Routes } from 'react-router';
import { EditOrganisationPage } from '../features/organisation/components/edit-organisation-page';
import { ImportCsvPage } from '../features/invitations/components/import-csv-page';
import { InvitePersonPage } from '../features/invitations/components/invite-person-page';
import { TEAMS_PATH } from '../shared/paths';
import { TeamsHome } from './teams-home';

/**
 * `/teams/*`, the person's organisation: the shell's guard lets only a signed-in person in, and
 * this routes the rest itself. The organisation's owner and admins reach the forms; the API
 * refuses anyone else as well.
 */
export function Teams() {
  return (
    <Routes>
      <Route index element={<TeamsHome />} />
      <Route path="edit" element={<EditOrganisationPage />} />
      <Route path="invite" element={<InvitePersonPage />} />
      <Route path="import" element={<ImportCsvPage />} />
      <Route path="*" element={<Navigate to={TEAMS_PATH} replace />} />
    </Routes>
  );
}
