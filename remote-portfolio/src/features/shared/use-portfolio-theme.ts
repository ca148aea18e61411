import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LOCAL_THEME, type LocalTheme } from 'shared-contracts';
import { keepTheme, readTheme, watchTheme } from '../card-behaviours/theme';

/**
 * The card's theme: the choice saved on this device (`portfolioTheme`, card-behaviours/theme, as
 * on the server-rendered card), else the server's, else dark; it follows changes made in another
 * tab (the storage event).
 */
export function usePortfolioTheme(serverTheme?: 'Light' | 'Dark') {
  const [stored, setStored] = useState(() => readTheme(window));

  useEffect(() => watchTheme(window, setStored), []);

  const choose = useCallback((theme: LocalTheme) => {
    keepTheme(window, theme);
    setStored(theme);
  }, []);

  const theme: LocalTheme =
    stored ?? (serverTheme ? (serverTheme.toLowerCase() as LocalTheme) : DEFAULT_LOCAL_THEME);
  return { theme, choose, chosenOnThisDevice: stored !== null };
}
