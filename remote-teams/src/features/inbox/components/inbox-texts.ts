/** The inbox's texts live in shared-contracts (teams/screen-texts.ts) for the catalogues. */
export { inboxTexts } from 'shared-contracts';
