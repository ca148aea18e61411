import { useEffect } from 'react';
import { lockScroll } from '../dom/scroll-lock';

/** The page behind stays still while `active` (a sheet or dialog is open). */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
