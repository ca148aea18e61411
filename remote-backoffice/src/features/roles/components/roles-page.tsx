import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import {
  backofficeTexts,
  grantRoleSchema,
  ROLES,
  type GrantRoleForm,
  type Role,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  fieldError,
  TextField,
  useFocusFirstInvalid,
  useNotify,
} from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { consoleTexts, ROLE_LABELS } from '../../../shared/messages';
import { Refusal, refusalOf } from '../../../shared/refusal';
import { useGrantRoleMutation } from '../api/grant-role';
import shared from '../../../shared/console.module.css';
import styles from './roles.module.css';

/** `/backoffice/roles`, admins only: give an account (by its e-mail) the user, staff or admin role. */
export function RolesPage() {
  const [grant, { error }] = useGrantRoleMutation();
  const notify = useNotify();
  const ref = useRef<HTMLFormElement>(null);
  const roleId = useId();
  const [granted, setGranted] = useState<{ email: string; role: Role } | null>(null);

  const form = useFormik<GrantRoleForm>({
    initialValues: { email: '', role: 'staff' },
    validationSchema: grantRoleSchema,
    onSubmit: async (values, helpers) => {
      setGranted(null);
      try {
        const answer = await grant(grantRoleSchema.cast(values)).unwrap();
        notify.success(answer.message ?? backofficeTexts.roleGranted);
        setGranted(answer.result);
      } catch (failure) {
        applyServerErrors(failure, helpers);
      }
    },
  });
  useFocusFirstInvalid(ref, form);
  const refusal = refusalOf(error, consoleTexts.roleFailed);
  const roleError = fieldError(form, 'role');

  return (
    <ConsoleScreen title={consoleTexts.rolesHeading}>
      <section className={`${shared.card} ${styles.card}`}>
        <p className={styles.intro}>{consoleTexts.roleIntro}</p>
        <form ref={ref} onSubmit={form.handleSubmit} noValidate>
          <TextField
            label={consoleTexts.roleEmail}
            type="email"
            inputMode="email"
            autoComplete="off"
            {...form.getFieldProps('email')}
            error={fieldError(form, 'email')}
          />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={roleId}>
              {consoleTexts.roleLabel}
            </label>
            <select
              id={roleId}
              className={styles.select}
              aria-invalid={roleError ? true : undefined}
              aria-describedby={roleError ? `${roleId}-error` : undefined}
              {...form.getFieldProps('role')}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
            {roleError && (
              <p id={`${roleId}-error`} className={styles.error} role="alert">
                {roleError}
              </p>
            )}
          </div>
          <Button type="submit" busy={form.isSubmitting} busyLabel={consoleTexts.working}>
            {consoleTexts.roleSubmit}
          </Button>
        </form>
        {refusal && <Refusal message={refusal} />}
        {granted && (
          <p className={styles.done} role="status">
            {consoleTexts.roleNow(granted.email, ROLE_LABELS[granted.role].toLowerCase())}
          </p>
        )}
      </section>
    </ConsoleScreen>
  );
}
