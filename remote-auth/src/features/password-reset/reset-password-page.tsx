import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  authToasts,
  RESET_PASSWORD_REDIRECT_MS,
  resetPasswordFormSchema,
  resetPasswordSchema,
  resetPasswordScreenTexts,
  type ResetPasswordForm,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  errorMessage,
  fieldError,
  PasswordField,
  Screen,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { useLinkToken } from '../shared/use-link-token';
import { useResetPasswordMutation } from './password-reset-api';
import styles from './password-reset.module.css';

export function ResetPasswordPage() {
  const token = useLinkToken();
  const texts = useTexts(resetPasswordScreenTexts);
  const toasts = useTexts(authToasts);

  return (
    <Screen title={texts.title}>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <>
          <p className={styles.invalid} role="alert">
            {toasts.resetTokenMissing}
          </p>
          <Link className={styles.link} to="/forgot-password">
            {texts.forgotPassword}
          </Link>
        </>
      )}
    </Screen>
  );
}

function ResetForm({ token }: { token: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [done, setDone] = useState(false);
  const texts = useTexts(resetPasswordScreenTexts);
  const toasts = useTexts(authToasts);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const form = useFormik<ResetPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit: async ({ password }, helpers) => {
      try {
        await resetPassword(resetPasswordSchema.cast({ token, password })).unwrap();
        notify.success(authToasts.resetSuccess);
        setDone(true);
      } catch (error) {
        notify.error(errorMessage(error, authToasts.resetFailed));
        applyServerErrors(error, helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  const { password, confirmPassword } = form.values;
  const ready = Boolean(password) && Boolean(confirmPassword) && password === confirmPassword;

  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <PasswordField
        label={texts.newPassword}
        autoComplete="new-password"
        readOnly={done}
        {...form.getFieldProps('password')}
        error={fieldError(form, 'password')}
      />
      <TextField
        label={texts.confirmPassword}
        type="password"
        autoComplete="new-password"
        readOnly={done}
        {...form.getFieldProps('confirmPassword')}
        error={fieldError(form, 'confirmPassword')}
      />
      {done && (
        <p className={styles.notice} role="status">
          {toasts.resetSuccess} {texts.redirecting(RESET_PASSWORD_REDIRECT_MS / 1000)}
        </p>
      )}
      <Button type="submit" busy={form.isSubmitting} disabled={!ready || done}>
        {texts.submit}
      </Button>
    </form>
  );
}
