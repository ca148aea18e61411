import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { authToasts, changeEmailFormSchema, type ChangeEmailForm } from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fieldError,
  profileLoaded,
  Screen,
  selectProfile,
  TextField,
  tokenRenewed,
  useFocusFirstInvalid,
  useNotify,
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
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<ChangeEmailForm>({
    initialValues: {
      currentEmail: emailFromState(location.state) ?? profile?.email ?? '',
      newEmail: '',
      confirmEmail: '',
    },
    validationSchema: changeEmailFormSchema,
    onSubmit: async (values, helpers) => {
      const { currentEmail, newEmail } = changeEmailFormSchema.cast(values);
      try {
        const { result } = await changeEmail({ currentEmail, newEmail }).unwrap();
        const { token, ...updated } = result;
        // The change revokes older tokens, this one's too: keep the session with the fresh one.
        dispatch(tokenRenewed({ token }));
        dispatch(profileLoaded(updated));
        notify.success(authToasts.emailUpdated);
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

  const { newEmail, confirmEmail } = form.values;
  const canSave =
    newEmail.trim() !== '' && confirmEmail.trim() !== '' && Object.keys(form.errors).length === 0;

  return (
    <Screen
      title="Change Email"
      onBack={() => navigate(-1)}
      footer={
        <Button type="submit" form={formId} disabled={!canSave} busy={form.isSubmitting}>
          Save
        </Button>
      }
    >
      <form ref={formRef} id={formId} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label="Current Email"
          type="email"
          readOnly
          {...form.getFieldProps('currentEmail')}
          error={fieldError(form, 'currentEmail')}
        />
        <TextField
          label="New Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.getFieldProps('newEmail')}
          error={fieldError(form, 'newEmail')}
        />
        <TextField
          label="Confirm Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.getFieldProps('confirmEmail')}
          error={fieldError(form, 'confirmEmail')}
        />
      </form>
    </Screen>
  );
}
