import {
  editorTexts,
  imageMessages,
  portfolioErrors,
  portfolioTexts,
  portfolioToasts,
  portfolioValidation,
  visibilityTexts,
} from '../../portfolio/messages.js';
import {
  aboutSectionTexts,
  sectionListTexts,
  sectionScreenTexts,
} from '../../portfolio/screen-texts.js';

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
} as const;
