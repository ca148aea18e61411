import { cardPageTexts, cardTexts } from '../../portfolio/card-texts.js';
import { leadErrors, leadTexts } from '../../portfolio/leads.js';

/** The English texts of the card area, each group named as its defineTexts names it. */
export const cardSource = { cardTexts, cardPageTexts, leadTexts, leadErrors } as const;
