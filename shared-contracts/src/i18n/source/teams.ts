import {
  memberCsvErrors,
  organisationErrors,
  organisationToasts,
  teamsLockTexts,
} from '../../teams/messages.js';
import {
  cardStatusLabels,
  cardsTexts,
  inboxTexts,
  policyTexts,
  teamInsightsTexts,
  teamsRoleLabels,
  teamsTexts,
} from '../../teams/screen-texts.js';

/** The English texts of the teams area, each group named as its defineTexts names it. */
export const teamsSource = {
  organisationErrors,
  organisationToasts,
  memberCsvErrors,
  teamsLockTexts,
  teamsTexts,
  teamsRoleLabels,
  inboxTexts,
  cardsTexts,
  cardStatusLabels,
  policyTexts,
  teamInsightsTexts,
} as const;
