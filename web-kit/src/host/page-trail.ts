/**
 * The app's pages of this tab by their place in its history, so a screen can tell what its back
 * arrow would lead to. The browser keeps no such list for a page to read; react-router numbers its
 * entries (`idx` in history.state), and the shell records each page it shows under that number.
 * Kept in sessionStorage: one tab's, and still there after a reload.
 */
const KEY = 'tapfolio.pageTrail';

function historyIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

function readTrail(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.map((path) => (typeof path === 'string' ? path : ''))
      : [];
  } catch {
    return [];
  }
}

/** The shell, on every page it shows (a redirect replaces the page it left at the same place). */
export function recordPage(path: string): void {
  const idx = historyIndex();
  if (idx === null) return;
  const trail = readTrail().slice(0, idx);
  while (trail.length < idx) trail.push('');
  trail.push(path);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(trail));
  } catch {
    // Storage full or refused: screens then treat the page behind as unknown.
  }
}

/** The app's page one step back in this tab, or null when there is none (or it is unknown). */
export function pageBehind(): string | null {
  const idx = historyIndex();
  if (!idx) return null;
  return readTrail()[idx - 1] || null;
}
