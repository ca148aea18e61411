import { useEffect, useId, useRef } from 'react';
import { leadTexts } from 'shared-contracts';
import { Button } from 'web-kit';
import styles from './contacts.module.css';

export interface RemoveContactDialogProps {
  /** Whose contact is asked about; null keeps the dialog closed. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete this contact?": asked before a contact is removed for good. */
export function RemoveContactDialog({ name, busy, onCancel, onConfirm }: RemoveContactDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  }, [onCancel]);
  const open = name !== null;

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
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 className={styles.dialogTitle} id={titleId}>
          {leadTexts.removeTitle}
        </h2>
        <p className={styles.dialogText} id={textId}>
          <strong>{name}</strong>: {leadTexts.removeText}
        </p>
        <div className={styles.dialogActions}>
          {/* The safe choice has the focus, so Enter does not delete. */}
          <Button variant="secondary" onClick={onCancel} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {leadTexts.remove}
          </Button>
        </div>
      </div>
    </div>
  );
}
