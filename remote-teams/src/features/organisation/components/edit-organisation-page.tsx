import { useTexts } from 'web-kit';
import { useNavigate } from 'react-router';
import type { Organisation } from 'shared-contracts';
import { teamsTexts } from '../../../shared/messages';
import { TEAMS_PATH } from '../../../shared/paths';
import { useUpdateOrganisationMutation } from '../api/organisation-changes';
import { OrganisationFormScreen } from './organisation-form-screen';

/** `/teams/edit`: the owner's and admins' form of the organisation's details. */
export function EditOrganisationPage({ organisation }: { organisation: Organisation }) {
  const t = useTexts(teamsTexts);
  const navigate = useNavigate();
  const [update] = useUpdateOrganisationMutation();
  const back = () => navigate(TEAMS_PATH);
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
