import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import {
  backofficeTexts,
  cancelOrderSchema,
  markPaidSchema,
  shipOrderSchema,
  type CancelOrderForm,
  type MarkPaidForm,
  type ShipOrderForm,
} from 'shared-contracts';
import { applyServerErrors, Button, fieldError, TextField, useFocusFirstInvalid } from 'web-kit';
import { consoleTexts } from '../../../shared/messages';
import { Refusal, refusalOf } from '../../../shared/refusal';
import {
  useCancelOrderMutation,
  useMarkOrderPaidMutation,
  useShipOrderMutation,
} from '../api/order-moves';
import { useMove } from './use-move';
import styles from './order.module.css';

/** Confirmed -> shipped, with the courier and its tracking number or https link. */
export function ShipForm({ id }: { id: string }) {
  const [ship, { error }] = useShipOrderMutation();
  const run = useMove();
  const ref = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const form = useFormik<ShipOrderForm>({
    initialValues: { courier: '', tracking: '' },
    validationSchema: shipOrderSchema,
    onSubmit: async (values, helpers) => {
      const body = shipOrderSchema.cast(values);
      const outcome = await run(ship({ id, ...body }), backofficeTexts.shipped);
      if (!outcome.ok) applyServerErrors(outcome.error, helpers);
    },
  });
  useFocusFirstInvalid(ref, form);
  const refusal = refusalOf(error, consoleTexts.moveFailed);
  return (
    <form
      ref={ref}
      className={styles.moveForm}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.moveTitle}>
        {backofficeTexts.ship}
      </h3>
      <TextField
        label={consoleTexts.courier}
        autoComplete="off"
        {...form.getFieldProps('courier')}
        error={fieldError(form, 'courier')}
      />
      <TextField
        label={consoleTexts.tracking}
        hint={consoleTexts.trackingHint}
        autoComplete="off"
        {...form.getFieldProps('tracking')}
        error={fieldError(form, 'tracking')}
      />
      <Button type="submit" busy={form.isSubmitting} busyLabel={consoleTexts.working}>
        {backofficeTexts.ship}
      </Button>
      {refusal && <Refusal message={refusal} />}
    </form>
  );
}

/** Pending or failed -> paid by other means (a bank transfer), with its reference. */
export function PaidForm({ id }: { id: string }) {
  const [markPaid, { error }] = useMarkOrderPaidMutation();
  const run = useMove();
  const ref = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const form = useFormik<MarkPaidForm>({
    initialValues: { reference: '' },
    validationSchema: markPaidSchema,
    onSubmit: async (values, helpers) => {
      const { reference } = markPaidSchema.cast(values);
      const outcome = await run(markPaid({ id, reference }), backofficeTexts.paid);
      if (!outcome.ok) applyServerErrors(outcome.error, helpers);
    },
  });
  useFocusFirstInvalid(ref, form);
  const refusal = refusalOf(error, consoleTexts.moveFailed);
  return (
    <form
      ref={ref}
      className={styles.moveForm}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.moveTitle}>
        {backofficeTexts.markPaid}
      </h3>
      <TextField
        label={consoleTexts.reference}
        hint={consoleTexts.referenceHint}
        autoComplete="off"
        {...form.getFieldProps('reference')}
        error={fieldError(form, 'reference')}
      />
      <Button type="submit" busy={form.isSubmitting} busyLabel={consoleTexts.working}>
        {backofficeTexts.markPaid}
      </Button>
      {refusal && <Refusal message={refusal} />}
    </form>
  );
}

/**
 * Cancelling, before the order ships: behind a button first, so it is never one stray tap, then
 * with the reason the buyer will read.
 */
export function CancelForm({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className={styles.cancel}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {open ? consoleTexts.cancelKeep : consoleTexts.cancelOpen}
      </Button>
      {open && <CancelReason id={id} formId={formId} />}
    </div>
  );
}

function CancelReason({ id, formId }: { id: string; formId: string }) {
  const [cancel, { error }] = useCancelOrderMutation();
  const run = useMove();
  const ref = useRef<HTMLFormElement>(null);
  const form = useFormik<CancelOrderForm>({
    initialValues: { reason: '' },
    validationSchema: cancelOrderSchema,
    onSubmit: async (values, helpers) => {
      const { reason } = cancelOrderSchema.cast(values);
      const outcome = await run(cancel({ id, reason }), backofficeTexts.cancelled);
      if (!outcome.ok) applyServerErrors(outcome.error, helpers);
    },
  });
  useFocusFirstInvalid(ref, form);
  const refusal = refusalOf(error, consoleTexts.moveFailed);
  return (
    <form
      ref={ref}
      id={formId}
      className={styles.moveForm}
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={backofficeTexts.cancel}
    >
      <TextField
        label={consoleTexts.reason}
        hint={consoleTexts.reasonHint}
        autoComplete="off"
        maxLength={300}
        {...form.getFieldProps('reason')}
        error={fieldError(form, 'reason')}
      />
      <Button
        type="submit"
        variant="danger"
        busy={form.isSubmitting}
        busyLabel={consoleTexts.working}
      >
        {backofficeTexts.cancel}
      </Button>
      {refusal && <Refusal message={refusal} />}
    </form>
  );
}
