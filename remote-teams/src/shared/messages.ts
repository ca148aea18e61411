/** The teams screens' texts live in shared-contracts (teams/screen-texts.ts) for the catalogues. */
export { teamsRoleLabels as ROLE_LABELS, teamsTexts } from 'shared-contracts';
