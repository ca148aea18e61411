import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  authTexts,
  authToasts,
  forgotPasswordSchema,
  type ForgotPasswordRequest,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fieldError,
  Screen,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useScreenPainted,
} from 'web-kit';
import { useForgotPasswordMutation } from './password-reset-api';
import styles from './password-reset.module.css';

/** The screen's name in the document title: the app's and the gateway's server render alike. */
export const FORGOT_PASSWORD_TITLE = 'Forgot Password';

export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<ForgotPasswordRequest>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values, helpers) => {
      try {
        await forgotPassword(forgotPasswordSchema.cast(values)).unwrap();
        // The same words whether or not the address has an account (house decision 2).
        notify.success(authToasts.forgotPasswordSent);
        navigate('/login');
      } catch (error) {
        notify.error(authToasts.forgotPasswordFailed);
        applyServerErrors(error, helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);
  // The gateway may have rendered this screen on the server: the app's is ready at once.
  useScreenPainted(true);

  return (
    <Screen
      title={FORGOT_PASSWORD_TITLE}
      onBack={() => navigate('/login')}
      footer={
        <Button type="submit" form={formId} busy={form.isSubmitting} busyLabel={authTexts.sending}>
          Next
        </Button>
      }
    >
      <p className={styles.lead}>{authTexts.forgotPasswordHint}</p>
      <form ref={formRef} id={formId} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.getFieldProps('email')}
          error={fieldError(form, 'email')}
        />
      </form>
    </Screen>
  );
}
