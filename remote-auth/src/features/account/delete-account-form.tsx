import { useFormik } from 'formik';
import { useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { accountErrors, deleteAccountSchema, personalDataTexts } from 'shared-contracts';
import {
  Button,
  errorMessage,
  errorStatus,
  fieldError,
  fieldErrors,
  loggedOut,
  PasswordField,
  sessionExpired,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { useDeleteAccountMutation } from './personal-data-api';
import styles from './personal-data.module.css';

/** The Delete my account sheet's form: the password again, then the account goes. */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [deleteAccount] = useDeleteAccountMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useTexts(personalDataTexts);

  const form = useFormik({
    initialValues: { password: '' },
    validationSchema: deleteAccountSchema,
    onSubmit: async (values, helpers) => {
      const result = await deleteAccount(values);
      if (!('error' in result)) {
        notify.success(personalDataTexts.deleted);
        // As Logout ends it: the device forgets the token and what was fetched for this person.
        dispatch(loggedOut());
        navigate('/login', { replace: true });
        return;
      }
      const { error } = result;
      const message = errorMessage(error, '');
      const passwordError =
        fieldErrors(error).password ??
        (message === accountErrors.currentPasswordWrong ? message : undefined);
      if (passwordError) {
        helpers.setFieldError('password', passwordError);
        helpers.setFieldTouched('password', true, false);
      } else if (errorStatus(error) === 401) {
        // Not the password: the token itself is no longer valid.
        dispatch(sessionExpired());
      } else {
        notify.error(errorMessage(error, personalDataTexts.deleteFailed));
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  return (
    <form ref={formRef} className={styles.sheetForm} noValidate onSubmit={form.handleSubmit}>
      <p className={styles.sheetText}>{texts.deleteText}</p>
      <PasswordField
        label={texts.deletePasswordLabel}
        autoComplete="current-password"
        {...form.getFieldProps('password')}
        error={fieldError(form, 'password')}
      />
      <div className={styles.sheetActions}>
        <Button type="submit" variant="danger" busy={form.isSubmitting}>
          {texts.deleteConfirm}
        </Button>
        <Button variant="ghost" disabled={form.isSubmitting} onClick={onCancel}>
          {texts.deleteCancel}
        </Button>
      </div>
    </form>
  );
}
