import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  authTexts,
  authToasts,
  forgotPasswordSchema,
  forgotPasswordScreenTexts,
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
  useTexts,
} from 'web-kit';
import { useForgotPasswordMutation } from './password-reset-api';
import styles from './password-reset.module.css';

export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useTexts(forgotPasswordScreenTexts);
  const headings = useTexts(authTexts);

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
      title={texts.title}
      onBack={() => navigate('/login')}
      footer={
        <Button type="submit" form={formId} busy={form.isSubmitting} busyLabel={headings.sending}>
          {texts.next}
        </Button>
      }
    >
      <p className={styles.lead}>{headings.forgotPasswordHint}</p>
      <form ref={formRef} id={formId} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={texts.email}
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
