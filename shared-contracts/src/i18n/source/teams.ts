import {
  memberCsvErrors,
  organisationErrors,
  organisationToasts,
  teamsLockTexts,
} from '../../teams/messages.js';
import { inboxTexts, teamsRoleLabels, teamsTexts } from '../../teams/screen-texts.js';

/** The English texts of the teams area, each group named as its defineTexts names it. */
export const teamsSource = {
  organisationErrors,
  organisationToasts,
  memberCsvErrors,
  teamsLockTexts,
  teamsTexts,
  teamsRoleLabels,
  inboxTexts,
} as const;
