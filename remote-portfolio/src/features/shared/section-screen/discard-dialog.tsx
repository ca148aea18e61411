import { portfolioTexts } from 'shared-contracts';
import { ConfirmDialog } from '../confirm-dialog';

export interface DiscardDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Discard changes?": asked when going back from a section with unsaved changes. */
export function DiscardDialog({ open, onCancel, onConfirm }: DiscardDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={portfolioTexts.discardTitle}
      text={portfolioTexts.discardText}
      cancelLabel={portfolioTexts.discardCancel}
      confirmLabel={portfolioTexts.discardConfirm}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
