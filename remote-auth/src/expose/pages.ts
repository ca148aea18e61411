import type { RemoteModule } from 'web-kit';
import { authApi } from '../api';
import { AccountPage } from '../features/account/account-page';
import { ChangeEmailPage } from '../features/account/change-email-page';
import { ChangePasswordPage } from '../features/account/change-password-page';
import { LoginPage } from '../features/login/login-page';
import { OnboardingPage } from '../features/onboarding/onboarding-page';
import { ForgotPasswordPage } from '../features/password-reset/forgot-password-page';
import { ResetPasswordPage } from '../features/password-reset/reset-password-page';
import { RegisterPage } from '../features/register/register-page';
import { EditShippingAddressPage } from '../features/shipping-address/edit-shipping-address-page';

/** What the shell loads as `remote_auth/pages`: the screens its route map names, and the slice. */
const remote: RemoteModule = {
  api: authApi,
  pages: {
    Login: LoginPage,
    Register: RegisterPage,
    Onboarding: OnboardingPage,
    ForgotPassword: ForgotPasswordPage,
    ResetPassword: ResetPasswordPage,
    Account: AccountPage,
    ChangeEmail: ChangeEmailPage,
    ChangePassword: ChangePasswordPage,
    EditShippingAddress: EditShippingAddressPage,
  },
};

export const { api, pages } = remote;
export default remote;
