import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `target` (a list's heading) when `key` changes after the first render: a pager's
 * link that took a person to the last page is gone with it, and the new page is read from its top.
 */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, key: string) {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    target.current?.focus();
  }, [target, key]);
}
