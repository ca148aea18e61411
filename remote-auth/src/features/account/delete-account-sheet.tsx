import { Suspense } from 'react';
import { personalDataTexts } from 'shared-contracts';
import { BottomSheet, lazyPage, Spinner, useTexts } from 'web-kit';

export interface DeleteAccountSheetProps {
  open: boolean;
  onClose: () => void;
}

// The form (Formik, the schema) is downloaded when the sheet is first asked for, not with Account.
const DeleteAccountForm = lazyPage(() =>
  import('./delete-account-form').then((m) => m.DeleteAccountForm),
);

/** Downloads the form; Account opens the sheet once it is here, so its field takes focus at once. */
export const preloadDeleteAccountForm = DeleteAccountForm.preload;

/** "Delete my account": the password again, then the account goes and this device signs out. */
export function DeleteAccountSheet({ open, onClose }: DeleteAccountSheetProps) {
  const texts = useTexts(personalDataTexts);
  return (
    <BottomSheet open={open} title={texts.deleteHeading} onClose={onClose}>
      <Suspense fallback={<Spinner />}>
        <DeleteAccountForm onCancel={onClose} />
      </Suspense>
    </BottomSheet>
  );
}
