import type { LocalTheme } from 'shared-contracts';

/**
 * The card's theme switch is named by what a press does (the other theme); card-enhance renames
 * it when it flips the theme, so this stays free of React.
 */
export const themeSwitchLabel = (theme: LocalTheme) =>
  theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
