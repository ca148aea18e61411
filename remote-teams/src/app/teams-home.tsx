import { useNavigate } from 'react-router';
import { Screen, Spinner, useTexts } from 'web-kit';
import { InvitationsSection } from '../features/invitations/components/invitations-section';
import { MembersSection } from '../features/members/components/members-section';
import { CreateOrganisationPage } from '../features/organisation/components/create-organisation-page';
import { LeaveSection } from '../features/organisation/components/leave-section';
import { OrganisationCard } from '../features/organisation/components/organisation-card';
import { LoadFailed } from '../shared/load-failed';
import { teamsTexts } from '../shared/messages';
import { canRun, isInNone, useGetOrganisationQuery } from '../shared/organisation-api';
import { ACCOUNT_PATH } from '../shared/paths';
import { ConsoleLinks } from './console-links';

/**
 * `/teams`: the create form for a person in no organisation, else the console. Everyone sees the
 * organisation and Leave (its owner a word on handing ownership over instead); its owner and
 * admins also the screens about its cards and contacts, its members and its invitations.
 */
export function TeamsHome() {
  const t = useTexts(teamsTexts);
  const navigate = useNavigate();
  const { data: organisation, error, isError, refetch } = useGetOrganisationQuery();
  // A refetch that finds none (the person left, or was removed) keeps the last data beside its error.
  if (isInNone(error)) return <CreateOrganisationPage />;
  const back = () => navigate(ACCOUNT_PATH);
  if (!organisation) {
    return (
      <Screen title={t.title} onBack={back}>
        {isError ? (
          <LoadFailed error={error} message={t.failed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.loading} />
        )}
      </Screen>
    );
  }
  return (
    <Screen title={t.title} onBack={back}>
      <OrganisationCard organisation={organisation} />
      {canRun(organisation) && (
        <>
          <ConsoleLinks organisation={organisation} />
          <MembersSection organisation={organisation} />
          <InvitationsSection />
        </>
      )}
      <LeaveSection organisation={organisation} />
    </Screen>
  );
}
