import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import {
  authToasts,
  changeEmailFormSchema,
  changeEmailScreenTexts,
  emailVerificationTexts,
  type ChangeEmailForm,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fieldError,
  PasswordField,
  Screen,
  selectProfile,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { failureMessage } from './account-api';
import { useChangeEmailMutation } from './change-email-api';

/** The account page passes the email it shows in the navigation state. */
function emailFromState(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

export function ChangeEmailPage() {
  const [changeEmail] = useChangeEmailMutation();
  const profile = useSelector(selectProfile);
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useTexts(changeEmailScreenTexts);
  const verification = useTexts(emailVerificationTexts);

  const form = useFormik<ChangeEmailForm>({
    initialValues: {
      currentEmail: emailFromState(location.state) ?? profile?.email ?? '',
      newEmail: '',
      confirmEmail: '',
      currentPassword: '',
    },
    validationSchema: changeEmailFormSchema,
    onSubmit: async (values, helpers) => {
      const { currentEmail, newEmail, currentPassword } = changeEmailFormSchema.cast(values);
      try {
        // Nothing changes yet: the address becomes the account's when the mailed link is opened.
        const { message } = await changeEmail({ currentEmail, newEmail, currentPassword }).unwrap();
        notify.success(message ?? verification.changeLinkSent(newEmail));
        navigate('/account');
      } catch (error) {
        notify.error(
          failureMessage(error, authToasts.emailUpdateFailed, authToasts.emailUpdateError),
        );
        applyServerErrors(error, helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  const { newEmail, confirmEmail, currentPassword } = form.values;
  const canSave =
    newEmail.trim() !== '' &&
    confirmEmail.trim() !== '' &&
    currentPassword !== '' &&
    Object.keys(form.errors).length === 0;

  return (
    <Screen
      title={texts.title}
      onBack={() => navigate(-1)}
      footer={
        <Button type="submit" form={formId} disabled={!canSave} busy={form.isSubmitting}>
          {texts.save}
        </Button>
      }
    >
      <form ref={formRef} id={formId} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={texts.currentEmail}
          type="email"
          readOnly
          {...form.getFieldProps('currentEmail')}
          error={fieldError(form, 'currentEmail')}
        />
        <TextField
          label={texts.newEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.getFieldProps('newEmail')}
          error={fieldError(form, 'newEmail')}
        />
        <TextField
          label={texts.confirmEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.getFieldProps('confirmEmail')}
          error={fieldError(form, 'confirmEmail')}
        />
        <PasswordField
          label={texts.currentPassword}
          autoComplete="current-password"
          {...form.getFieldProps('currentPassword')}
          error={fieldError(form, 'currentPassword')}
        />
      </form>
    </Screen>
  );
}
