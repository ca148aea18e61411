import type { ComponentPropsWithRef } from 'react';
import styles from './ui.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  block?: boolean;
  /** While true the button is disabled and reads `busyLabel` ("Logging In...", "Sending..."). */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant = 'primary',
  block = true,
  busy = false,
  busyLabel,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
