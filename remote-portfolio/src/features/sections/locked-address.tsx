import type { FormikProps } from 'formik';
import { useId } from 'react';
import { addressFieldTexts, sectionFieldTexts } from 'shared-contracts';
import { fieldError, TextField, useTexts } from 'web-kit';
import styles from './sections.module.css';

/** The lines AddressFields shows, in its order and with its labels (addressFieldTexts). */
const LINES = [
  ['buildingName', 'building'],
  ['area', 'area'],
  ['pincode', 'pincode'],
  ['district', 'district'],
  ['state', 'state'],
  ['country', 'country'],
] as const;

type Line = (typeof LINES)[number][0];

/**
 * An address the card's organisation locked: its lines as read-only fields, still read out with
 * their labels, and who sets them said once for the block. No pincode look-up runs: nothing here
 * changes.
 */
export function LockedAddress<Values extends Record<Line, string>>({
  form,
  hint,
}: {
  form: FormikProps<Values>;
  hint: string;
}) {
  const hintId = useId();
  const labels = useTexts(addressFieldTexts);
  const { address } = useTexts(sectionFieldTexts);
  return (
    <div role="group" aria-label={address} aria-describedby={hintId}>
      <p id={hintId} className={styles.lockedHint}>
        {hint}
      </p>
      {LINES.map(([name, label]) => (
        <TextField
          key={name}
          label={labels[label]}
          readOnly
          {...form.getFieldProps(name)}
          error={fieldError(form, name)}
        />
      ))}
    </div>
  );
}
