import type { LocalTheme } from 'shared-contracts';

/**
 * What the server-rendered card's script says after the paint (a toast, the theme switch's and
 * the marquee button's new names), rendered into the page in the page's language: the script
 * loads no catalogue and knows no language, it reads these from the card's root.
 */
export interface EnhanceTexts {
  linkCopied: string;
  manualCopy: string;
  toLightTheme: string;
  toDarkTheme: string;
  play: string;
  pause: string;
  playSocialLinks: string;
  pauseSocialLinks: string;
}

/** The card root's attribute holding them, as JSON. */
export const ENHANCE_TEXTS_ATTRIBUTE = 'data-card-texts';

/** The texts the page carries; a page without them (an older release's) leaves its labels as rendered. */
export function enhanceTextsOf(root: Element): Partial<EnhanceTexts> {
  try {
    const texts: unknown = JSON.parse(root.getAttribute(ENHANCE_TEXTS_ATTRIBUTE) ?? '{}');
    return texts && typeof texts === 'object' ? (texts as Partial<EnhanceTexts>) : {};
  } catch {
    return {};
  }
}

/** The switch is named by what a press does (the other theme), not by the theme shown. */
export const themeSwitchLabel = (
  theme: LocalTheme,
  texts: Pick<Partial<EnhanceTexts>, 'toLightTheme' | 'toDarkTheme'>,
) => (theme === 'dark' ? texts.toLightTheme : texts.toDarkTheme);
