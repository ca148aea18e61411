import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './ui.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  children: ReactNode;
}

/** A round, 44 px icon-only button (back, share, search): the icon is its only content. */
export function IconButton({
  label,
  className,
  children,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      aria-label={label}
      {...rest}
    >
      {children}
    </button>
  );
}
