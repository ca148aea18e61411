import { useState } from 'react';
import { nfcCardTexts } from 'shared-contracts';
import { errorMessage, useNotify } from 'web-kit';
import { useUpdateNfcCardMutation, type NfcCardChange } from './nfc-cards-api';

/** Switches one card off or on, says how it went, and tells which card is being sent. */
export function useCardStatusChange() {
  const [update] = useUpdateNfcCardMutation();
  const notify = useNotify();
  const [pending, setPending] = useState<string | null>(null);

  /** Resolves to whether the card changed. */
  const apply = async (code: string, status: NfcCardChange['status']) => {
    setPending(code);
    try {
      await update({ code, status }).unwrap();
      notify.success(status === 'lost' ? nfcCardTexts.markedLost : nfcCardTexts.reactivated);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, nfcCardTexts.updateFailed));
      return false;
    } finally {
      setPending(null);
    }
  };

  return { apply, pending };
}
