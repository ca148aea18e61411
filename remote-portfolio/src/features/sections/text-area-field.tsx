import { useId, type TextareaHTMLAttributes } from 'react';
import { useTranslate } from 'web-kit';
import styles from './sections.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** A multi-line field that looks like web-kit's TextField. */
export function TextAreaField({ label, error, id, rows = 5, ...rest }: TextAreaFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const errorId = `${fieldId}-error`;
  // A schema's English message, as TextField says it: in the person's language.
  const translate = useTranslate();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        className={`${styles.textarea} ${error ? styles.invalid : ''}`}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {translate(error)}
        </p>
      )}
    </div>
  );
}
