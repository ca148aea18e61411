import { useFormik } from 'formik';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { staffInvoicesQuerySchema, type StaffInvoicesQuery } from 'shared-contracts';
import { Button, fieldError, TextField, useFocusFirstInvalid } from 'web-kit';
import { invoicesTexts as t } from '../../../shared/messages';
import { invoicesPath } from '../../../shared/paths';
import styles from './invoices.module.css';

/**
 * The days to list, first and last, checked with the API's own schema (real days, in order, at
 * most a year), then put in the address: a reload or a shared link shows the same days.
 */
export function RangeForm({ range }: { range: StaffInvoicesQuery }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik<StaffInvoicesQuery>({
    initialValues: range,
    validationSchema: staffInvoicesQuerySchema,
    onSubmit: (values) => navigate(invoicesPath(values)),
  });
  useFocusFirstInvalid(formRef, form);
  return (
    <form
      ref={formRef}
      className={styles.range}
      aria-label={t.range}
      onSubmit={form.handleSubmit}
      noValidate
    >
      <div className={styles.rangeField}>
        <TextField
          label={t.from}
          type="date"
          {...form.getFieldProps('from')}
          error={fieldError(form, 'from')}
        />
      </div>
      <div className={styles.rangeField}>
        <TextField
          label={t.to}
          type="date"
          {...form.getFieldProps('to')}
          error={fieldError(form, 'to')}
        />
      </div>
      <div className={styles.rangeButton}>
        <Button type="submit" block={false}>
          {t.show}
        </Button>
      </div>
    </form>
  );
}
