import { BottomSheet, Button, useTexts } from 'web-kit';
import { teamsTexts } from './messages';
import { Refusal } from './refusal';
import styles from './teams.module.css';

/**
 * A step that cannot be taken back (remove, hand over, leave), asked once more in a sheet: what
 * happens, the step and a way out. A refusal stays in the sheet, beside the step that was refused.
 */
export function ConfirmSheet({
  open,
  title,
  text,
  confirmLabel,
  busy,
  refusal,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTexts(teamsTexts);
  return (
    <BottomSheet open={open} title={title} onClose={onClose}>
      <p className={styles.sheetText}>{text}</p>
      {refusal && <Refusal message={refusal} />}
      <div className={styles.sheetActions}>
        <Button variant="danger" busy={busy} busyLabel={t.working} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t.keep}
        </Button>
      </div>
    </BottomSheet>
  );
}
