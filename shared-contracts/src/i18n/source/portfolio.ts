import { backgroundErrors } from '../../portfolio/backgrounds.js';
import { handleErrors, handleTexts } from '../../portfolio/handle.js';
import { insightErrors, insightsTexts } from '../../portfolio/insights.js';
import {
  editorTexts,
  imageMessages,
  portfolioErrors,
  portfolioTexts,
  portfolioToasts,
  portfolioValidation,
  visibilityTexts,
} from '../../portfolio/messages.js';
import { qrErrors } from '../../portfolio/qr.js';
import {
  aboutSectionTexts,
  backgroundsTexts,
  contactsScreenTexts,
  editorMenuTexts,
  homePreviewTexts,
  insightsScreenTexts,
  personalLinkTexts,
  sectionFieldTexts,
  sectionListTexts,
  sectionScreenTexts,
  servicesSectionTexts,
  sharePromptTexts,
  signatureTexts,
  walletScreenTexts,
} from '../../portfolio/screen-texts.js';
import { socialErrors } from '../../portfolio/social.js';
import { walletErrors, walletTexts } from '../../portfolio/wallet.js';

/** The English texts of the portfolio editor, each group named as its defineTexts names it. */
export const portfolioSource = {
  portfolioTexts,
  imageMessages,
  portfolioToasts,
  portfolioValidation,
  visibilityTexts,
  portfolioErrors,
  editorTexts,
  sectionScreenTexts,
  sectionListTexts,
  aboutSectionTexts,
  socialErrors,
  insightErrors,
  insightsTexts,
  handleErrors,
  handleTexts,
  walletErrors,
  walletTexts,
  backgroundErrors,
  qrErrors,
  editorMenuTexts,
  sectionFieldTexts,
  servicesSectionTexts,
  sharePromptTexts,
  homePreviewTexts,
  insightsScreenTexts,
  contactsScreenTexts,
  personalLinkTexts,
  walletScreenTexts,
  backgroundsTexts,
  signatureTexts,
} as const;
