import { useId, useRef, type ReactNode } from 'react';
import { Button, useModalFocus } from 'web-kit';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button waits while the answer is on its way. */
  busy?: boolean;
  /** `alertdialog` when the choice destroys something for good. */
  role?: 'dialog' | 'alertdialog';
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A small centred question with a safe and a dangerous answer: Escape and the backdrop cancel,
 * and the safe answer has the focus, so Enter never destroys anything by accident. Focus stays in
 * the dialog while it is open and goes back to what opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, cancelLabel, confirmLabel, busy = false, onCancel, onConfirm } = props;
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  useModalFocus(dialog, open, { onClose: onCancel, initialFocus: () => safe.current });

  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={dialog}
        tabIndex={-1}
        className={styles.dialog}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 className={styles.dialogTitle} id={titleId}>
          {title}
        </h2>
        <p className={styles.dialogText} id={textId}>
          {text}
        </p>
        <div className={styles.dialogActions}>
          <Button ref={safe} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
