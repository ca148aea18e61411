/** The team insights' texts live in shared-contracts (teams/screen-texts.ts). */
export { teamInsightsTexts } from 'shared-contracts';
