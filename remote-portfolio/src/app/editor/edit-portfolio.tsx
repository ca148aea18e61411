import { Navigate, Route, Routes } from 'react-router';
import { ContactsRoutes } from '../../features/contacts/contacts-routes';
import { IntegrationsScreen } from '../../features/integrations/integrations-screen';
import { PersonalLinkScreen } from '../../features/handle/personal-link-screen';
import { InsightsScreen } from '../../features/insights/insights-screen';
import { AboutSection } from '../../features/sections/about-section';
import { AddressSection } from '../../features/sections/address-section';
import { PersonalSection } from '../../features/sections/personal-section';
import { ServicesSection } from '../../features/sections/services-section';
import { SocialSection } from '../../features/sections/social-section';
import { WorkSection } from '../../features/sections/work-section';
import { useGetOwnPortfolioQuery } from '../../features/shared/portfolio-queries';
import { usePortfolioTheme } from '../../features/shared/use-portfolio-theme';
import { BackgroundsScreen } from '../../features/backgrounds/backgrounds-screen';
import { EmailSignatureScreen } from '../../features/signature/email-signature-screen';
import { WalletScreen } from '../../features/wallet/wallet-screen';
import styles from './edit-portfolio.module.css';
import { PortfolioMenu } from './portfolio-menu';

/**
 * /edit-profile/*: the menu, the six section pages under it, the personal link, Insights,
 * Contacts (the list, a new one, one contact), Integrations (webhooks, API tokens), the e-mail
 * signature, the backgrounds and the wallet pass. The editor is the app's, in the app's theme (issue 26): the card's light/dark choice is the card's, and the menu shows it as
 * visitors see it.
 */
export function EditPortfolio() {
  const { data } = useGetOwnPortfolioQuery();
  const { theme, choose } = usePortfolioTheme(data?.portfolio.theme);

  return (
    <div className={styles.editor}>
      <Routes>
        <Route index element={<PortfolioMenu data={data} theme={theme} onThemeChange={choose} />} />
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
    </div>
  );
}
