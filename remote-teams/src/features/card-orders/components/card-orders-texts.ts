/** The Order cards screen's texts live in shared-contracts (teams/screen-texts.ts). */
export { cardOrdersTexts } from 'shared-contracts';
