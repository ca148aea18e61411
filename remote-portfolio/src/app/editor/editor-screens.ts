import { lazyPage } from 'web-kit';

/**
 * The editor's screens past its menu, each downloaded when first opened: most visits to
 * /edit-profile stop at the menu, which came with every section's forms, the contacts' scanner
 * (ical.js) and the rest before a phone could show it.
 */
export const editorScreens = {
  PersonalSection: lazyPage(() =>
    import('../../features/sections/personal-section').then((m) => m.PersonalSection),
  ),
  WorkSection: lazyPage(() =>
    import('../../features/sections/work-section').then((m) => m.WorkSection),
  ),
  AddressSection: lazyPage(() =>
    import('../../features/sections/address-section').then((m) => m.AddressSection),
  ),
  SocialSection: lazyPage(() =>
    import('../../features/sections/social-section').then((m) => m.SocialSection),
  ),
  AboutSection: lazyPage(() =>
    import('../../features/sections/about-section').then((m) => m.AboutSection),
  ),
  ServicesSection: lazyPage(() =>
    import('../../features/sections/services-section').then((m) => m.ServicesSection),
  ),
  PersonalLinkScreen: lazyPage(() =>
    import('../../features/handle/personal-link-screen').then((m) => m.PersonalLinkScreen),
  ),
  InsightsScreen: lazyPage(() =>
    import('../../features/insights/insights-screen').then((m) => m.InsightsScreen),
  ),
  ContactsRoutes: lazyPage(() =>
    import('../../features/contacts/contacts-routes').then((m) => m.ContactsRoutes),
  ),
  IntegrationsScreen: lazyPage(() =>
    import('../../features/integrations/integrations-screen').then((m) => m.IntegrationsScreen),
  ),
  EmailSignatureScreen: lazyPage(() =>
    import('../../features/signature/email-signature-screen').then((m) => m.EmailSignatureScreen),
  ),
  BackgroundsScreen: lazyPage(() =>
    import('../../features/backgrounds/backgrounds-screen').then((m) => m.BackgroundsScreen),
  ),
  WalletScreen: lazyPage(() =>
    import('../../features/wallet/wallet-screen').then((m) => m.WalletScreen),
  ),
};

/** Every screen of the editor downloaded now (the component tests render them at once). */
export const preloadEditorScreens = () =>
  Promise.all(Object.values(editorScreens).map((screen) => screen.preload())).then(() => undefined);
