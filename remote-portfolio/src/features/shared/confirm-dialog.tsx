import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from 'web-kit';
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
 * and the safe answer has the focus, so Enter never destroys anything by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, cancelLabel, confirmLabel, busy = false, onCancel, onConfirm } = props;
  const titleId = useId();
  const textId = useId();
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  }, [onCancel]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && cancel.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div
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
          <Button variant="secondary" onClick={onCancel} autoFocus>
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
