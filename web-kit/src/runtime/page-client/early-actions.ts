/**
 * Taps on a rendered screen's buttons, and choices in its lists, made before its script has made
 * it work: the server's buttons do nothing by themselves (a tap on one is what starts the client,
 * and lands before it has), and a list's new choice would be kept on screen but never acted on.
 * Links and fields need no holding: a link goes where it goes, and what is typed is carried over
 * (typed-fields.ts).
 */
export function holdEarlyActions() {
  const held: (() => void)[] = [];
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // A submit button is sent disabled until the script runs: it is never clicked early.
      if (button?.type !== 'button') return;
      held.push(() => {
        if (button.isConnected && !button.disabled) button.click();
      });
    },
    options,
  );
  document.addEventListener(
    'change',
    (event) => {
      const list = event.target;
      if (!(list instanceof HTMLSelectElement)) return;
      held.push(() => {
        if (list.isConnected) list.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    options,
  );
  return {
    /** Once the screen works: each held action again, in the order the visitor made them. */
    replay() {
      listening.abort();
      for (const action of held.splice(0)) action();
    },
    /** When the screen will not work here (the app takes it over): nothing is played. */
    drop() {
      listening.abort();
      held.length = 0;
    },
  };
}
