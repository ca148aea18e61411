import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage, Spinner, useTexts } from 'web-kit';
import { ImportCsvPage } from '../features/invitations/components/import-csv-page';
import { InvitePersonPage } from '../features/invitations/components/invite-person-page';
import { EditOrganisationPage } from '../features/organisation/components/edit-organisation-page';
import { teamsTexts } from '../shared/messages';
import { TEAMS_PATH } from '../shared/paths';
import { RunnersOnly } from './runners-only';
import { TeamsHome } from './teams-home';
import { useTopOfNewScreen } from './top-of-new-screen';

// The screens about the members' cards are downloaded when first opened: most visits to the
// console open none of them.
const CardTemplatePage = lazyPage(() =>
  import('../features/card-template/components/card-template-page').then((m) => m.CardTemplatePage),
);
const ContactPolicyPage = lazyPage(() =>
  import('../features/contact-policy/components/contact-policy-page').then(
    (m) => m.ContactPolicyPage,
  ),
);
const TeamInsightsPage = lazyPage(() =>
  import('../features/team-insights/components/team-insights-page').then((m) => m.TeamInsightsPage),
);
const InboxPage = lazyPage(() =>
  import('../features/inbox/components/inbox-page').then((m) => m.InboxPage),
);
const CardsPage = lazyPage(() =>
  import('../features/cards/components/cards-page').then((m) => m.CardsPage),
);
const OrderCardsPage = lazyPage(() =>
  import('../features/card-orders/components/order-cards-page').then((m) => m.OrderCardsPage),
);

/**
 * `/teams/*`, the person's organisation: the shell's guard lets only a signed-in person in, and
 * this routes the rest itself. Its details, invitations, card template, contact policy, insights,
 * inbox, members' cards and card orders are its owner's and admins' screens.
 */
export function Teams() {
  const t = useTexts(teamsTexts);
  useTopOfNewScreen();
  return (
    <Suspense fallback={<Spinner label={t.loading} />}>
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
        <Route
          path="template"
          element={
            <RunnersOnly title={t.templateLink}>
              {(organisation) => <CardTemplatePage organisation={organisation} />}
            </RunnersOnly>
          }
        />
        <Route
          path="contact-policy"
          element={
            <RunnersOnly title={t.policyLink}>
              {(organisation) => <ContactPolicyPage organisation={organisation} />}
            </RunnersOnly>
          }
        />
        <Route
          path="insights"
          element={<RunnersOnly title={t.insightsLink}>{() => <TeamInsightsPage />}</RunnersOnly>}
        />
        <Route
          path="inbox"
          element={
            <RunnersOnly title={t.inboxLink}>
              {(organisation) => <InboxPage organisation={organisation} />}
            </RunnersOnly>
          }
        />
        <Route
          path="cards"
          element={<RunnersOnly title={t.cardsLink}>{() => <CardsPage />}</RunnersOnly>}
        />
        <Route
          path="order-cards"
          element={
            <RunnersOnly title={t.orderCardsLink}>
              {(organisation) => <OrderCardsPage organisation={organisation} />}
            </RunnersOnly>
          }
        />
        <Route path="*" element={<Navigate to={TEAMS_PATH} replace />} />
      </Routes>
    </Suspense>
  );
}
