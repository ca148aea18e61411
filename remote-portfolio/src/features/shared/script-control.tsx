import type { HTMLAttributes } from 'react';

export type ControlProps = Omit<HTMLAttributes<HTMLElement>, 'onClick'> & {
  href: string;
  onClick: (() => void) | undefined;
};

/**
 * A control that works with or without script: a button when React handles it, else a plain link
 * (to a layer's id, or back from it), which card-enhance takes over once it runs.
 */
export function Control({ href, onClick, children, ...rest }: ControlProps) {
  if (onClick) {
    return (
      <button type="button" onClick={onClick} {...rest}>
        {children}
      </button>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
