/** The card template's texts live in shared-contracts (teams/screen-texts.ts). */
export { templateTexts } from 'shared-contracts';
