import type { OrganisationCard, StatusTone } from 'shared-contracts';
import { Badge, useTexts } from 'web-kit';
import { Refusal } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { CARD_STATUS_LABELS, cardsTexts } from './cards-texts';
import styles from './cards.module.css';

const STATUS_TONES: Readonly<Record<OrganisationCard['status'], StatusTone>> = {
  active: 'success',
  inactive: 'muted',
  lost: 'danger',
};

/**
 * One card: its design and status, the code its chip holds, whose card it opens, and for a card
 * the organisation paid for, Switch off (or on) and Move, with a refusal of either under them.
 */
export function CardItem({
  card,
  busy,
  refusal,
  onSwitch,
  onMove,
}: {
  card: OrganisationCard;
  /** Its switch is being sent. */
  busy: boolean;
  refusal: string | null;
  onSwitch: (card: OrganisationCard) => void;
  onMove: (card: OrganisationCard) => void;
}) {
  const t = useTexts(cardsTexts);
  const statusLabels = useTexts(CARD_STATUS_LABELS);
  const { code, holder, status } = card;
  const active = status === 'active';
  return (
    <li className={`${shared.item} ${styles.card}`}>
      <div className={styles.head}>
        <span className={styles.design}>{card.productName ?? t.noDesign}</span>
        <Badge tone={STATUS_TONES[status]}>{statusLabels[status]}</Badge>
      </div>
      <span className={styles.code}>{code}</span>
      {holder ? (
        <span className={styles.holder}>
          <span className={shared.itemName}>{holder.name}</span>
          <span className={shared.itemLine}>{holder.email}</span>
        </span>
      ) : (
        <span className={`${shared.itemLine} ${styles.noHolder}`}>{t.noHolder}</span>
      )}
      {(card.paidByOrganisation || card.orderCode) && (
        <span className={styles.meta}>
          {card.paidByOrganisation && <span className={styles.paid}>{t.paidByOrganisation}</span>}
          {card.orderCode && <span className={shared.itemLine}>{t.order(card.orderCode)}</span>}
        </span>
      )}
      {card.paidByOrganisation && (
        <div className={styles.actions}>
          <button
            type="button"
            className={shared.pill}
            aria-label={active ? t.switchOffOf(code) : t.switchOnOf(code)}
            disabled={busy}
            onClick={() => onSwitch(card)}
          >
            {busy ? t.switching : active ? t.switchOff : t.switchOn}
          </button>
          <button
            type="button"
            className={shared.pill}
            aria-label={t.moveOf(code)}
            disabled={busy}
            onClick={() => onMove(card)}
          >
            {t.move}
          </button>
        </div>
      )}
      {refusal && (
        <div className={styles.refusal}>
          <Refusal message={refusal} />
        </div>
      )}
    </li>
  );
}
