import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  authToasts,
  registerScreenTexts,
  signupPasswordChecklist,
  signupPasswordLabels,
  signupSchema,
  type SignupRequest,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  Checklist,
  errorMessage,
  fieldError,
  loggedIn,
  nameFieldProps,
  PasswordField,
  signInEmail,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  usePageTitle,
  useTexts,
} from 'web-kit';
import { AuthLayout } from '../shared/auth-layout';
import { useRegisterMutation } from './register-api';
import styles from './register-page.module.css';
import { withLinks } from '../shared/with-links';

const checklistLabels = new Set<string>(Object.values(signupPasswordLabels));

export function RegisterPage() {
  const [register] = useRegisterMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // A visitor sent to sign in (Add to Cart) comes back after onboarding: the state rides along.
  const location = useLocation();
  const notify = useNotify();
  const checklistId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useTexts(registerScreenTexts);
  const ruleLabels = useTexts(signupPasswordLabels);
  usePageTitle(texts.title);

  const form = useFormik<SignupRequest>({
    initialValues: { name: '', email: signInEmail(location.state), password: '' },
    validationSchema: signupSchema,
    onSubmit: async (values, helpers) => {
      try {
        // The cast value: trimmed name, trimmed lower-cased e-mail, as the server will read it.
        const { result } = await register(signupSchema.cast(values)).unwrap();
        dispatch(loggedIn({ token: result.token, userId: result.userId }));
        notify.success(authToasts.signupSuccess);
        navigate('/onboarding', { replace: true, state: location.state });
      } catch (error) {
        notify.error(errorMessage(error, authToasts.signupFailed));
        applyServerErrors(error, helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  // An unmet rule is already named by the checklist, which turns red instead of repeating it.
  const passwordError = fieldError(form, 'password');
  const ruleFailed = passwordError !== undefined && checklistLabels.has(passwordError);

  return (
    <AuthLayout title={texts.title}>
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={texts.fullName}
          {...nameFieldProps(form, 'name')}
          error={fieldError(form, 'name')}
        />
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
          autoComplete="new-password"
          {...form.getFieldProps('password')}
          error={ruleFailed ? undefined : passwordError}
          {...(ruleFailed && { 'aria-invalid': true, 'aria-describedby': checklistId })}
        />
        <div id={checklistId} className={ruleFailed ? styles.checklistFailed : undefined}>
          <Checklist
            label={texts.passwordRequirements}
            items={signupPasswordChecklist(form.values.password, ruleLabels)}
          />
        </div>
        <Button type="submit" busy={form.isSubmitting}>
          {texts.submit}
        </Button>
        <p className={styles.legal}>
          {withLinks(texts.legal, {
            terms: <Link to="/terms">{texts.terms}</Link>,
            policy: <Link to="/policy">{texts.policy}</Link>,
          })}
        </p>
      </form>
      <p className="auth-switch">
        {texts.haveAccount}{' '}
        <Link to="/login" state={location.state}>
          {texts.login}
        </Link>
      </p>
    </AuthLayout>
  );
}
