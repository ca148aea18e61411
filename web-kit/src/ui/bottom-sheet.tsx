import { useId, useRef, type ReactNode } from 'react';
import { controlTexts } from 'shared-contracts';
import { useModalFocus } from '../a11y/use-modal-focus';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { useTexts } from '../i18n/use-texts';
import { useScrollLock } from './use-scroll-lock';
import styles from './ui.module.css';

export interface BottomSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal sheet from the bottom of the screen, announced as a dialog named by its title. Focus
 * stays inside while it is open and goes back to what opened it; Escape and the backdrop close it.
 */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const texts = useTexts(controlTexts);
  useModalFocus(sheet, open, {
    onClose,
    // The chosen option of a choice, else the first field, where the person will type; the
    // Close button only when there is neither.
    initialFocus: () =>
      sheet.current?.querySelector<HTMLElement>('input:checked') ??
      sheet.current?.querySelector<HTMLElement>('input, textarea, select') ??
      sheet.current?.querySelector<HTMLElement>('button'),
  });

  useScrollLock(open);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={sheet}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.sheetHeader}>
          <h2 className={styles.sheetTitle} id={titleId}>
            {title}
          </h2>
          <IconButton label={texts.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        {children}
      </div>
    </div>
  );
}
