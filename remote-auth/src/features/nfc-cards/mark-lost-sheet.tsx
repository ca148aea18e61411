import { nfcCardsScreenTexts, nfcCardTexts, type NfcCard } from 'shared-contracts';
import { BottomSheet, Button, useTexts } from 'web-kit';
import styles from './nfc-cards.module.css';

export interface MarkLostSheetProps {
  /** The card asked about; null while closed. */
  card: NfcCard | null;
  busy: boolean;
  onConfirm: (card: NfcCard) => void;
  onClose: () => void;
}

/** Asks before switching a card off: whoever holds it stops reaching the owner's card. */
export function MarkLostSheet({ card, busy, onConfirm, onClose }: MarkLostSheetProps) {
  const texts = useTexts(nfcCardTexts);
  const screenTexts = useTexts(nfcCardsScreenTexts);
  return (
    <BottomSheet open={card !== null} title={texts.markLostTitle} onClose={onClose}>
      {card && (
        <div className={styles.sheetBody}>
          <p className={styles.sheetText}>
            <strong className={styles.code}>{card.code}</strong> {texts.markLostText}
          </p>
          <div className={styles.sheetActions}>
            <Button variant="danger" busy={busy} onClick={() => onConfirm(card)}>
              {texts.markLost}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              {screenTexts.cancel}
            </Button>
          </div>
        </div>
      )}
    </BottomSheet>
  );
}
