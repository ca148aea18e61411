import type { ComponentPropsWithRef } from 'react';
import styles from './ui.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  block?: boolean;
  /** While true the button is disabled and reads `busyLabel` ("Logging In...", "Sending..."). */
  busy?: boolean;
  busyLabel?: string;
}

/**
 * The classes of a Button, for a link that must look like one (an action that is a navigation
 * before the app's script has arrived, such as a visitor's Add to Cart).
 */
export function buttonClass({
  variant = 'primary',
  block = true,
  className,
}: Pick<ButtonProps, 'variant' | 'block' | 'className'> = {}): string {
  return [styles.button, styles[variant], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
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
  return (
    <button
      type={type}
      className={buttonClass({ variant, block, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
