import type { ReactNode } from 'react';
import { ordersTexts, statusTone, type OrderStatus, type StatusTone } from 'shared-contracts';
import { useTexts } from '../i18n/use-texts';
import styles from './tones.module.css';

/**
 * The class that draws an element in a status tone: it sets `--tone` and `--tone-bg`, which a
 * badge and the buyer's tracking timeline read.
 */
export const toneClass = (tone: StatusTone): string => styles[tone]!;

/**
 * A pill in a tone's colours (or, without one, in the `--tone` and `--tone-bg` its `className`
 * sets), wrapping inside itself at 200% zoom.
 */
export function Badge({
  tone,
  className,
  children,
}: {
  tone?: StatusTone;
  className?: string;
  children: ReactNode;
}) {
  const classes = [styles.badge, tone && styles[tone], className].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}

/** An order's status as a pill in its colour: red, green, blue or grey (`statusTone`). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { statusLabels } = useTexts(ordersTexts);
  return (
    <Badge tone={statusTone(status)}>
      <span className={styles.dot} aria-hidden="true" />
      {statusLabels[status]}
    </Badge>
  );
}
