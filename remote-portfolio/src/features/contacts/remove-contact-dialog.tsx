import { contactsScreenTexts, leadTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
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
  const texts = useTexts(leadTexts);
  const { cancel } = useTexts(contactsScreenTexts);
  return (
    <ConfirmDialog
      open={name !== null}
      role="alertdialog"
      title={texts.removeTitle}
      text={
        <>
          <strong>{name}</strong>: {texts.removeText}
        </>
      }
      cancelLabel={cancel}
      confirmLabel={texts.remove}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
