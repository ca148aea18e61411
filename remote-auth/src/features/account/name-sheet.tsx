import { Suspense } from 'react';
import { accountScreenTexts } from 'shared-contracts';
import { BottomSheet, lazyPage, Spinner, useTexts } from 'web-kit';

export interface NameSheetProps {
  open: boolean;
  currentName: string;
  onClose: () => void;
}

// The form (Formik, the schema) is downloaded when the sheet is first asked for, not with Account.
const NameForm = lazyPage(() => import('./name-form').then((m) => m.NameForm));

/** Downloads the form; Account opens the sheet once it is here, so its field takes focus at once. */
export const preloadNameForm = NameForm.preload;

/** "Edit Full Name": a fresh form each time the sheet opens, holding the current name. */
export function NameSheet({ open, currentName, onClose }: NameSheetProps) {
  const texts = useTexts(accountScreenTexts);
  return (
    <BottomSheet open={open} title={texts.editFullName} onClose={onClose}>
      <Suspense fallback={<Spinner />}>
        <NameForm currentName={currentName} onSaved={onClose} />
      </Suspense>
    </BottomSheet>
  );
}
