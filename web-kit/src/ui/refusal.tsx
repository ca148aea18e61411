import { useEffect, useRef } from 'react';
import { errorMessage, fieldErrors } from '../host/request';
import { useTranslate } from '../i18n/use-texts';
import styles from './refusal.module.css';

/**
 * The server's refusal (or a failure) under the control that asked, announced as an alert and
 * focused when it appears or changes, so a keyboard or screen-reader user lands on it. Where it
 * sits (its margins) is the screen's: `className`.
 */
export function Refusal({ message, className }: { message: string; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // A screen's fallback or a server's words, written in English: shown in the person's language.
  const translate = useTranslate();
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={className ? `${styles.refusal} ${className}` : styles.refusal}
      role="alert"
    >
      {translate(message)}
    </p>
  );
}

/**
 * What to show of a failed request beside its control: the server's words (a 409: "This order is
 * already shipped"; a 403: "Only the organisation's owners and admins can do this"), unless they
 * are per-field messages, which the form's fields show.
 */
export function refusalOf(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (Object.keys(fieldErrors(error)).length > 0) return null;
  return errorMessage(error, fallback);
}
