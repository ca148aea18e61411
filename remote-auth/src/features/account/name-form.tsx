import { useFormik } from 'formik';
import { useRef } from 'react';
import { useDispatch } from 'react-redux';
import {
  accountScreenTexts,
  authToasts,
  changeUsernameSchema,
  type ChangeUsernameRequest,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  nameFieldProps,
  profileLoaded,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { failureMessage, useChangeUsernameMutation } from './account-api';
import styles from './account-page.module.css';

/** The Edit Full Name sheet's form: Save once the name has changed. */
export function NameForm({ currentName, onSaved }: { currentName: string; onSaved: () => void }) {
  const [changeUsername] = useChangeUsernameMutation();
  const dispatch = useDispatch();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useTexts(accountScreenTexts);

  const form = useFormik<ChangeUsernameRequest>({
    initialValues: { name: currentName },
    validationSchema: changeUsernameSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { result } = await changeUsername(changeUsernameSchema.cast(values)).unwrap();
        dispatch(profileLoaded(result));
        notify.success(authToasts.nameUpdated);
        onSaved();
      } catch (error) {
        notify.error(
          failureMessage(error, authToasts.nameUpdateFailed, authToasts.nameUpdateError),
        );
        applyServerErrors(error, helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  const name = form.values.name.trim();
  const canSave = name !== '' && name !== currentName;
  // The message shows as soon as the name is edited, not only after leaving the field.
  const error =
    (form.touched.name || form.dirty) && typeof form.errors.name === 'string'
      ? form.errors.name
      : undefined;

  return (
    <form
      ref={formRef}
      className={styles.sheetForm}
      noValidate
      onSubmit={(event) => (canSave ? form.handleSubmit(event) : event.preventDefault())}
    >
      <TextField label={texts.nameLabel} {...nameFieldProps(form, 'name')} error={error} />
      <Button type="submit" disabled={!canSave} busy={form.isSubmitting}>
        {texts.save}
      </Button>
    </form>
  );
}
