import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from 'web-kit';
import { useGetOwnPortfolioQuery } from '../../features/shared/portfolio-queries';
import { usePortfolioTheme } from '../../features/shared/use-portfolio-theme';
import styles from './edit-portfolio.module.css';
import { editorScreens } from './editor-screens';
import { PortfolioMenu } from './portfolio-menu';

const {
  PersonalSection,
  WorkSection,
  AddressSection,
  SocialSection,
  AboutSection,
  ServicesSection,
  PersonalLinkScreen,
  InsightsScreen,
  ContactsRoutes,
  IntegrationsScreen,
  EmailSignatureScreen,
  BackgroundsScreen,
  WalletScreen,
} = editorScreens;

/**
 * /edit-profile/*: the menu, the six section pages under it, the personal link, Insights,
 * Contacts (the list, a new one, one contact), Integrations (webhooks, API tokens), the e-mail
 * signature, the backgrounds and the wallet pass; the menu comes with the editor, each screen past
 * it is downloaded when first opened (`editor-screens.ts`). The editor is the app's, in the app's
 * theme (issue 26): the card's light/dark choice is the card's, and the menu shows it as visitors
 * see it.
 */
export function EditPortfolio() {
  const { data } = useGetOwnPortfolioQuery();
  const { theme, choose } = usePortfolioTheme(data?.portfolio.theme);

  return (
    <div className={styles.editor}>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route
            index
            element={<PortfolioMenu data={data} theme={theme} onThemeChange={choose} />}
          />
          <Route path="personal" element={<PersonalSection />} />
          <Route path="work" element={<WorkSection />} />
          <Route path="address" element={<AddressSection />} />
          <Route path="social" element={<SocialSection />} />
          <Route path="about" element={<AboutSection />} />
          <Route path="services" element={<ServicesSection />} />
          <Route path="personal-link" element={<PersonalLinkScreen />} />
          <Route path="insights" element={<InsightsScreen />} />
          <Route path="contacts/*" element={<ContactsRoutes />} />
          <Route path="integrations" element={<IntegrationsScreen />} />
          <Route path="signature" element={<EmailSignatureScreen />} />
          <Route path="backgrounds" element={<BackgroundsScreen />} />
          <Route path="wallet" element={<WalletScreen />} />
          <Route path="*" element={<Navigate to=".." replace />} />
        </Routes>
      </Suspense>
    </div>
  );
}
