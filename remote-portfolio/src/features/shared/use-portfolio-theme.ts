import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LOCAL_THEME, STORAGE_KEYS, type LocalTheme } from 'shared-contracts';

const read = (): LocalTheme | null => {
  const stored = localStorage.getItem(STORAGE_KEYS.portfolioTheme);
  return stored === 'light' || stored === 'dark' ? stored : null;
};

/**
 * The card's theme: the choice saved on this device (`portfolioTheme`), else the server's, else
 * dark; it follows changes made in another tab (the storage event).
 */
export function usePortfolioTheme(serverTheme?: 'Light' | 'Dark') {
  const [stored, setStored] = useState<LocalTheme | null>(read);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.portfolioTheme || event.key === null) setStored(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const choose = useCallback((theme: LocalTheme) => {
    localStorage.setItem(STORAGE_KEYS.portfolioTheme, theme);
    setStored(theme);
  }, []);

  const theme: LocalTheme =
    stored ?? (serverTheme ? (serverTheme.toLowerCase() as LocalTheme) : DEFAULT_LOCAL_THEME);
  return { theme, choose, chosenOnThisDevice: stored !== null };
}
