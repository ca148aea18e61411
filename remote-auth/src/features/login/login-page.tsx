import { useFormik } from 'formik';
import { useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  authTexts,
  authToasts,
  isBackofficePath,
  loginSchema,
  type LoginRequest,
} from 'shared-contracts';
import {
  Button,
  errorMessage,
  fieldError,
  loggedIn,
  PasswordField,
  returnPath,
  signInEmail,
  signInRequest,
  returnState,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  usePageTitle,
} from 'web-kit';
import { AuthLayout } from '../shared/auth-layout';
import { TapfolioIntro } from './tapfolio-intro';
import { useLoginMutation } from './login-api';

/** The spec: a message containing "invalid" is shown as the one invalid-credentials text. */
export function loginFailureMessage(error: unknown) {
  const message = errorMessage(error, '');
  if (!message) return authToasts.loginFailed;
  return /invalid/i.test(message) ? authToasts.loginInvalid : message;
}

/** The screen's name in the document title: the app's and the gateway's server render alike. */
export const LOGIN_TITLE = 'Login';

export function LoginPage() {
  const [login] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // Where to go back to, and what to do there: what the sending screen asked (its navigation
  // state), or the way back a server-rendered page's link named.
  const request = signInRequest(location);
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  usePageTitle(LOGIN_TITLE);

  const form = useFormik<LoginRequest>({
    initialValues: { email: signInEmail(request), password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      try {
        // The cast value: trimmed, lower-cased e-mail, as the server will read it.
        const { result } = await login(loginSchema.cast(values)).unwrap();
        dispatch(loggedIn({ token: result.token, userId: result.userId }));
        notify.success(authToasts.loginSuccess);
        const onboarded = result.portfolio || result.isOnboarded;
        const back = returnPath(request);
        // The staff's console asks for no card: staff signing in on the way there go back to it.
        const next = onboarded
          ? (back ?? '/home')
          : back && isBackofficePath(back)
            ? back
            : '/onboarding';
        // Back where they were, with what they had asked to do there (add the card to the cart);
        // through onboarding first, which brings them back.
        const state = next === back ? returnState(request) : request;
        navigate(next, { replace: true, state });
      } catch (error) {
        notify.error(loginFailureMessage(error));
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  return (
    <AuthLayout
      title={authTexts.loginHeading}
      subtitle={authTexts.loginSubheading}
      aside={<TapfolioIntro />}
    >
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.getFieldProps('email')}
          error={fieldError(form, 'email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.getFieldProps('password')}
          error={fieldError(form, 'password')}
        />
        <p className="auth-aside">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <Button type="submit" busy={form.isSubmitting} busyLabel={authTexts.loggingIn}>
          Login
        </Button>
      </form>
      <p className="auth-switch">
        New Here?{' '}
        <Link to="/register" state={request}>
          Create Account
        </Link>
      </p>
    </AuthLayout>
  );
}
