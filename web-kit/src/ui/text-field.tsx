import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './ui.module.css';
import { useTranslate } from '../i18n/use-texts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** Shown under the field, and tied to it for screen readers. */
  error?: string | false | undefined;
  hint?: ReactNode;
  /** Fixed text before the input, e.g. "+91". */
  prefix?: string;
  /** Inside the control, after the input: e.g. a show/hide button. */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, prefix, trailing, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  // The shared schemas fail in English, the browser's and the server's alike: shown in the
  // person's language.
  const translate = useTranslate();
  const hintId = `${inputId}-hint`;
  const classes = [
    styles.control,
    error ? styles.controlInvalid : '',
    input.readOnly ? styles.controlReadOnly : '',
  ].join(' ');
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={classes}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          className={styles.input}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {translate(error)}
        </p>
      )}
    </div>
  );
}
