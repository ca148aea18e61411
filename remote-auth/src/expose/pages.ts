import { defineRemote, lazyPage } from 'web-kit';
import { authApi } from '../api';
import { addressBookReader } from '../features/shared/address-book-api';

/**
 * What the shell loads as `remote_auth/pages`: the screens its route map names, the slice, and
 * the address book it lends other remotes. Every screen is downloaded when first opened: the
 * remote comes for the address book (the cart, checkout) or Account far more often than for the
 * app's own sign-in screen (a signed-out visitor gets the release's sign-in client instead), and
 * the login form brought Formik and yup to each of them.
 */
const remote = defineRemote({
  api: authApi,
  resources: { AddressBook: addressBookReader },
  pages: {
    Login: lazyPage(() => import('../features/login/login-page').then((m) => m.LoginPage)),
    Register: lazyPage(() =>
      import('../features/register/register-page').then((m) => m.RegisterPage),
    ),
    Onboarding: lazyPage(() =>
      import('../features/onboarding/onboarding-page').then((m) => m.OnboardingPage),
    ),
    ForgotPassword: lazyPage(() =>
      import('../features/password-reset/forgot-password-page').then((m) => m.ForgotPasswordPage),
    ),
    ResetPassword: lazyPage(() =>
      import('../features/password-reset/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
    VerifyEmail: lazyPage(() =>
      import('../features/verify-email/verify-email-page').then((m) => m.VerifyEmailPage),
    ),
    Account: lazyPage(() => import('../features/account/account-page').then((m) => m.AccountPage)),
    ChangeEmail: lazyPage(() =>
      import('../features/account/change-email-page').then((m) => m.ChangeEmailPage),
    ),
    ChangePassword: lazyPage(() =>
      import('../features/account/change-password-page').then((m) => m.ChangePasswordPage),
    ),
    NfcCards: lazyPage(() =>
      import('../features/nfc-cards/nfc-cards-page').then((m) => m.NfcCardsPage),
    ),
    EditShippingAddress: lazyPage(() =>
      import('../features/shipping-address/edit-shipping-address-page').then(
        (m) => m.EditShippingAddressPage,
      ),
    ),
  },
});

export const { api, pages, resources, hostContract } = remote;
export default remote;
