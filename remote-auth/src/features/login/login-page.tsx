import { useFormik } from 'formik';
import { useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  authTexts,
  authToasts,
  isBackofficePath,
  loginSchema,
  loginScreenTexts,
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
  useTexts,
} from 'web-kit';
import { AuthLayout } from '../shared/auth-layout';
import { LanguagePicker } from '../shared/language-picker';
import { useFollowProfileLanguage } from './follow-profile-language';
import { TapfolioIntro } from './tapfolio-intro';
import { useLoginMutation } from './login-api';

/** The spec: a message containing "invalid" is shown as the one invalid-credentials text. */
export function loginFailureMessage(error: unknown) {
  const message = errorMessage(error, '');
  if (!message) return authToasts.loginFailed;
  return /invalid/i.test(message) ? authToasts.loginInvalid : message;
}

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
  const texts = useTexts(loginScreenTexts);
  const headings = useTexts(authTexts);
  const followProfileLanguage = useFollowProfileLanguage();
  usePageTitle(texts.title);

  const form = useFormik<LoginRequest>({
    initialValues: { email: signInEmail(request), password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      try {
        // The cast value: trimmed, lower-cased e-mail, as the server will read it.
        const { result } = await login(loginSchema.cast(values)).unwrap();
        dispatch(loggedIn({ token: result.token, userId: result.userId }));
        followProfileLanguage();
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
      title={headings.loginHeading}
      subtitle={headings.loginSubheading}
      aside={<TapfolioIntro />}
      corner={<LanguagePicker />}
    >
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={texts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.getFieldProps('email')}
          error={fieldError(form, 'email')}
        />
        <PasswordField
          label={texts.password}
          autoComplete="current-password"
          {...form.getFieldProps('password')}
          error={fieldError(form, 'password')}
        />
        <p className="auth-aside">
          <Link to="/forgot-password">{texts.forgotPassword}</Link>
        </p>
        <Button type="submit" busy={form.isSubmitting} busyLabel={headings.loggingIn}>
          {texts.submit}
        </Button>
      </form>
      <p className="auth-switch">
        {texts.newHere}{' '}
        <Link to="/register" state={request}>
          {texts.createAccount}
        </Link>
      </p>
    </AuthLayout>
  );
}
