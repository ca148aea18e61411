import { createFocusTrap, type FocusTargetValueOrFalse } from 'focus-trap';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * How focus-trap decides what can take focus. Browsers lay pages out, so 'full' (the default)
 * skips hidden controls; jsdom lays out nothing, so component tests set 'none'
 * (web-kit/rstest.setup.ts), as tabbable's own docs advise.
 */
export const modalFocusSettings: { displayCheck: 'full' | 'none' } = { displayCheck: 'full' };

export interface ModalFocusOptions {
  /** Escape asks the owner to close; the owner unmounts or hides the dialog. */
  onClose: () => void;
  /** Where focus starts; by default the first thing in the dialog that can take it. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes on close when the opener is gone (e.g. a sheet entry); by default the opener. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * What every modal (sheet, dialog, full-screen view) needs for keyboard and screen-reader users,
 * in one place: focus moves in when it opens, Tab and Shift+Tab stay inside while it is open,
 * Escape closes it, and focus goes back to what opened it when it closes. The container should
 * carry `tabIndex={-1}` so a dialog without controls can still hold focus.
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  { onClose, initialFocus, returnFocus }: ModalFocusOptions,
) {
  // The latest callbacks, without re-arming the trap (and moving focus) on every render.
  const close = useRef(onClose);
  const first = useRef(initialFocus);
  const back = useRef(returnFocus);
  useEffect(() => {
    close.current = onClose;
    first.current = initialFocus;
    back.current = returnFocus;
  });

  useEffect(() => {
    const node = container.current;
    if (!open || !node) return;
    const trap = createFocusTrap(node, {
      initialFocus: (): FocusTargetValueOrFalse | undefined => first.current?.() ?? undefined,
      fallbackFocus: node,
      // Focus moves at once: the dialog is already in the document when this effect runs.
      delayInitialFocus: false,
      // The owner closes on Escape (it may first ask "Discard changes?"); the trap ends when
      // the dialog leaves the page.
      escapeDeactivates: () => {
        close.current();
        return false;
      },
      // A click on the backdrop reaches the backdrop's own handler.
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      setReturnFocus: (opener) => back.current?.() ?? opener,
      tabbableOptions: { displayCheck: modalFocusSettings.displayCheck },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [container, open]);
}
