import { describe, expect, it, rs } from '@rstest/core';
import { cardTexts } from 'shared-contracts';
import { themeSwitchLabel } from '../../src/features/card-behaviours/enhance-texts';
import {
  asTheme,
  changesTheme,
  keepTheme,
  nextTheme,
  readTheme,
  watchTheme,
} from '../../src/features/card-behaviours/theme';

/** A window whose storage holds `stored`, or refuses every call when `refused`. */
function windowWith(stored: Record<string, string> = {}, refused = false) {
  const events = new EventTarget();
  const storage = {
    getItem: (key: string) => {
      if (refused) throw new DOMException('Blocked', 'SecurityError');
      return stored[key] ?? null;
    },
    setItem: (key: string, value: string) => {
      if (refused) throw new DOMException('Blocked', 'SecurityError');
      stored[key] = value;
    },
  };
  const win = {
    localStorage: storage,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Window;
  const storageEvent = (key: string | null) => events.dispatchEvent(storageEventOf(key));
  return { win, stored, storageEvent };
}
const storageEventOf = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('the card theme', () => {
  it('reads only light and dark as a choice', () => {
    expect(asTheme('light')).toBe('light');
    expect(asTheme('dark')).toBe('dark');
    expect(asTheme('Dark')).toBeNull();
    expect(asTheme('purple')).toBeNull();
    expect(asTheme(null)).toBeNull();
    expect(asTheme(undefined)).toBeNull();
  });

  it('flips to the other theme, and names the switch by what a press does', () => {
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme('light')).toBe('dark');
    expect(themeSwitchLabel('dark', cardTexts)).toBe('Switch to light theme');
    expect(themeSwitchLabel('light', cardTexts)).toBe('Switch to dark theme');
  });

  it('hears a storage change of portfolioTheme, or the whole storage cleared, and nothing else', () => {
    expect(changesTheme('portfolioTheme')).toBe(true);
    expect(changesTheme(null)).toBe(true);
    expect(changesTheme('token')).toBe(false);
  });

  it("reads and keeps this device's choice as portfolioTheme", () => {
    const { win, stored } = windowWith({ portfolioTheme: 'light' });
    expect(readTheme(win)).toBe('light');
    keepTheme(win, 'dark');
    expect(stored.portfolioTheme).toBe('dark');
    expect(readTheme(win)).toBe('dark');
    stored.portfolioTheme = 'purple';
    expect(readTheme(win)).toBeNull();
  });

  it('takes refused storage as no choice, and a choice that cannot be kept as no error', () => {
    const { win } = windowWith({ portfolioTheme: 'light' }, true);
    expect(readTheme(win)).toBeNull();
    expect(() => keepTheme(win, 'dark')).not.toThrow();
  });

  it('follows a choice made or cleared in another tab until told to stop', () => {
    const { win, stored, storageEvent } = windowWith();
    const onChange = rs.fn();
    const stop = watchTheme(win, onChange);

    stored.portfolioTheme = 'light';
    storageEvent('portfolioTheme');
    storageEvent('somethingElse');
    delete stored.portfolioTheme;
    storageEvent(null);
    expect(onChange.mock.calls).toEqual([['light'], [null]]);

    stop();
    storageEvent('portfolioTheme');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
