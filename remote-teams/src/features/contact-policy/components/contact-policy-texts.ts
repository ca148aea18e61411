/** The contact policy's texts live in shared-contracts (teams/screen-texts.ts). */
export { policyTexts } from 'shared-contracts';
