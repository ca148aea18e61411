import { leadTexts } from 'shared-contracts';
import { ConfirmDialog } from '../shared/confirm-dialog';

export interface RemoveContactDialogProps {
  /** Whose contact is asked about; null keeps the dialog closed. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete this contact?": asked before a contact is removed for good. */
export function RemoveContactDialog({ name, busy, onCancel, onConfirm }: RemoveContactDialogProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      role="alertdialog"
      title={leadTexts.removeTitle}
      text={
        <>
          <strong>{name}</strong>: {leadTexts.removeText}
        </>
      }
      cancelLabel="Cancel"
      confirmLabel={leadTexts.remove}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
