/** The members' cards screen's texts live in shared-contracts (teams/screen-texts.ts). */
export { cardStatusLabels as CARD_STATUS_LABELS, cardsTexts } from 'shared-contracts';
