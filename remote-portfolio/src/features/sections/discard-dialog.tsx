import { useEffect, useId, useRef } from 'react';
import { portfolioTexts } from 'shared-contracts';
import { Button } from 'web-kit';
import styles from './sections.module.css';

export interface DiscardDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Discard changes?": asked when going back from a section with unsaved changes. */
export function DiscardDialog({ open, onCancel, onConfirm }: DiscardDialogProps) {
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
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 className={styles.dialogTitle} id={titleId}>
          {portfolioTexts.discardTitle}
        </h2>
        <p className={styles.dialogText} id={textId}>
          {portfolioTexts.discardText}
        </p>
        <div className={styles.dialogActions}>
          {/* The safe choice has the focus, so Enter does not throw the edits away. */}
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {portfolioTexts.discardCancel}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {portfolioTexts.discardConfirm}
          </Button>
        </div>
      </div>
    </div>
  );
}
