import { portfolioTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { ConfirmDialog } from '../confirm-dialog';

export interface DiscardDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Discard changes?": asked when going back from a section with unsaved changes. */
export function DiscardDialog({ open, onCancel, onConfirm }: DiscardDialogProps) {
  const texts = useTexts(portfolioTexts);
  return (
    <ConfirmDialog
      open={open}
      title={texts.discardTitle}
      text={texts.discardText}
      cancelLabel={texts.discardCancel}
      confirmLabel={texts.discardConfirm}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
