import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  authToasts,
  changePasswordChecklist,
  changePasswordFormSchema,
  changePasswordLabels,
  changePasswordScreenTexts,
  type ChangePasswordForm,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  Checklist,
  errorMessage,
  fieldError,
  PasswordField,
  Screen,
  tokenRenewed,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { useChangePasswordMutation } from './change-password-api';

export function ChangePasswordPage() {
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useTexts(changePasswordScreenTexts);
  const ruleLabels = useTexts(changePasswordLabels);

  const form = useFormik<ChangePasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changePasswordFormSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      try {
        const { result } = await changePassword({ currentPassword, newPassword }).unwrap();
        // Older tokens are revoked by the change: keep the session with the fresh one.
        dispatch(tokenRenewed({ token: result.token }));
        notify.success(authToasts.passwordUpdated);
        navigate('/account');
      } catch (error) {
        notify.error(errorMessage(error, authToasts.passwordUpdateFailed));
        applyServerErrors(error, helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  return (
    <Screen
      title={texts.title}
      onBack={() => navigate(-1)}
      footer={
        <Button type="submit" form={formId} busy={form.isSubmitting}>
          {texts.save}
        </Button>
      }
    >
      <form ref={formRef} id={formId} onSubmit={form.handleSubmit} noValidate>
        <PasswordField
          label={texts.currentPassword}
          autoComplete="current-password"
          {...form.getFieldProps('currentPassword')}
          error={fieldError(form, 'currentPassword')}
        />
        <PasswordField
          label={texts.newPassword}
          autoComplete="new-password"
          {...form.getFieldProps('newPassword')}
          error={fieldError(form, 'newPassword')}
        />
        <Checklist
          label={texts.requirements}
          items={changePasswordChecklist(form.values.newPassword, ruleLabels)}
        />
        <PasswordField
          label={texts.confirmPassword}
          autoComplete="new-password"
          {...form.getFieldProps('confirmPassword')}
          error={fieldError(form, 'confirmPassword')}
        />
      </form>
    </Screen>
  );
}
