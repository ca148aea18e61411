import { useState } from 'react';
import { useNavigate } from 'react-router';
import { nfcCardsScreenTexts, nfcCardTexts, type NfcCard } from 'shared-contracts';
import { Button, Screen, Spinner, useTexts } from 'web-kit';
import { MarkLostSheet } from './mark-lost-sheet';
import { useGetNfcCardsQuery } from './nfc-cards-api';
import { useCardStatusChange } from './use-card-status-change';
import styles from './nfc-cards.module.css';

/** `/account/nfc-cards`, "My NFC cards": each printed card, switched off when lost and on again. */
export function NfcCardsPage() {
  const navigate = useNavigate();
  const { data: cards, isError, isLoading, refetch } = useGetNfcCardsQuery();
  const [confirming, setConfirming] = useState<NfcCard | null>(null);
  const change = useCardStatusChange();
  const texts = useTexts(nfcCardTexts);
  const screenTexts = useTexts(nfcCardsScreenTexts);

  const markLost = async (card: NfcCard) => {
    if (await change.apply(card.code, 'lost')) setConfirming(null);
  };

  return (
    <Screen title={texts.heading} onBack={() => navigate('/account')}>
      {isLoading ? (
        <Spinner />
      ) : isError || !cards ? (
        <div className={styles.failed} role="alert">
          <p className={styles.failedText}>{screenTexts.loadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => void refetch()}>
            {screenTexts.retry}
          </Button>
        </div>
      ) : cards.length === 0 ? (
        <p className={styles.empty}>{texts.empty}</p>
      ) : (
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.code} className={styles.card}>
              <CardRow
                card={card}
                busy={change.pending === card.code}
                onMarkLost={() => setConfirming(card)}
                onReactivate={() => void change.apply(card.code, 'active')}
              />
            </li>
          ))}
        </ul>
      )}
      <MarkLostSheet
        card={confirming}
        busy={confirming !== null && change.pending === confirming.code}
        onConfirm={(card) => void markLost(card)}
        onClose={() => setConfirming(null)}
      />
    </Screen>
  );
}

interface CardRowProps {
  card: NfcCard;
  busy: boolean;
  onMarkLost: () => void;
  onReactivate: () => void;
}

/** One card, named by its code (what is printed on the order and typed onto the chip). */
function CardRow({ card, busy, onMarkLost, onReactivate }: CardRowProps) {
  const texts = useTexts(nfcCardTexts);
  return (
    <article className={styles.cardBody} aria-label={card.code}>
      <div className={styles.cardHead}>
        <span className={styles.code}>{card.code}</span>
        <span className={`${styles.status} ${styles[card.status]}`}>{texts[card.status]}</span>
      </div>
      {card.productName && <p className={styles.design}>{card.productName}</p>}
      <p className={styles.url}>{card.url}</p>
      {/* One button whose action follows the status: after "Mark as lost" the sheet gives focus
          back to it, so it must still be in the page once the card is lost. */}
      {card.status !== 'inactive' && (
        <Button
          variant={card.status === 'lost' ? 'primary' : 'secondary'}
          block={false}
          busy={busy}
          onClick={card.status === 'lost' ? onReactivate : onMarkLost}
        >
          {card.status === 'lost' ? texts.reactivate : texts.markLost}
        </Button>
      )}
    </article>
  );
}
