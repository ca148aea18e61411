import {
  memberCsvErrors,
  organisationErrors,
  organisationToasts,
  teamsLockTexts,
} from '../../teams/messages.js';
import {
  cardOrdersTexts,
  cardStatusLabels,
  cardsTexts,
  inboxTexts,
  policyTexts,
  teamInsightsTexts,
  teamsRoleLabels,
  teamsTexts,
  templateTexts,
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
  templateTexts,
  cardOrdersTexts,
} as const;
