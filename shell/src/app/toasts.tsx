import { useSyncExternalStore } from 'react';
import type * as HotToast from 'react-hot-toast';
import { TOAST_POSITION } from 'shared-contracts';
import type { ToastKind } from 'web-kit';

type Toaster = typeof HotToast;
type AriaProps = NonNullable<HotToast.ToastOptions['ariaProps']>;

/**
 * The toaster (react-hot-toast) is downloaded with the first toast, not with the app: most first
 * screens never show one. Its store is module-level, so a toast asked for just before the toaster
 * mounts still shows when it does.
 */
let loading: Promise<Toaster> | undefined;
let loaded: Toaster | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * What an error says interrupts; a success or a note waits its turn. react-hot-toast applies a
 * toast's own `ariaProps` over the Toaster's defaults, so they go with each toast.
 */
const ARIA: Record<ToastKind, AriaProps> = {
  error: { role: 'alert', 'aria-live': 'assertive' },
  success: { role: 'status', 'aria-live': 'polite' },
  info: { role: 'status', 'aria-live': 'polite' },
};
/** A toast whose words the early live regions below already said: shown, not said again. */
const SAID: AriaProps = { role: 'status', 'aria-live': 'off' };

/**
 * A live region is only heard when its text changes while it is in the page, and the toaster's
 * toasts arrive with it, download and all: a message asked for before the toaster is here is
 * said by these two regions instead, which are in the page from the start.
 */
let early = { polite: '', assertive: '' };

function sayEarly(kind: ToastKind, message: string) {
  const key = kind === 'error' ? 'assertive' : 'polite';
  // The same words twice are still two messages: a changed text is what makes them heard.
  const text = early[key] === message ? `${message}\u00a0` : message;
  early = { ...early, [key]: text };
  changed();
}

function loadToaster(): Promise<Toaster> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      changed();
      return module;
    },
    (error: unknown) => {
      // Not kept: the next toast tries the download again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * One toast at a time: every toast takes the one place, so a new one replaces the one showing
 * (a success replaces the error it answers: "Password updated successfully!" is never beside
 * "Current password is incorrect"), and its time starts again.
 */
const TOAST_ID = 'tf-toast';

/**
 * A toast asked for this shortly before the screen changes is the answer that led to the new
 * screen ("Password updated successfully!", then back to Account): it stays there. Anything
 * older belonged to the screen left behind. A person cannot read a toast and leave its screen
 * in this time; `navigate(-1)` lands a few milliseconds after the toast.
 */
export const NAVIGATION_GRACE_MS = 500;
let raisedAt = Number.NEGATIVE_INFINITY;

export function showToast(kind: ToastKind, message: string) {
  const ariaProps = loaded ? ARIA[kind] : SAID;
  if (!loaded) sayEarly(kind, message);
  raisedAt = Date.now();
  loadToaster()
    .then(({ default: toast }) => {
      const options = { id: TOAST_ID, ariaProps };
      if (kind === 'success') toast.success(message, options);
      else if (kind === 'error') toast.error(message, options);
      else toast(message, options);
    })
    .catch((error: unknown) => console.error('The toaster could not be loaded', error));
}

/** The screen changed: the toast of the screen left behind goes with it. */
export function screenChanged() {
  if (Date.now() - raisedAt < NAVIGATION_GRACE_MS) return;
  loaded?.default.dismiss(TOAST_ID);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const snapshot = () => ({ module: loaded, said: early });
let last = snapshot();
/** A stable snapshot while nothing changed, as useSyncExternalStore needs. */
const current = () => {
  if (last.module !== loaded || last.said !== early) last = snapshot();
  return last;
};

/** Where toasts appear (nothing until the first one is asked for) and are said. */
export function Toasts() {
  const { module, said } = useSyncExternalStore(subscribe, current, current);
  return (
    <>
      {/* Bare live regions, no role: empty, they are nothing to a screen reader until spoken in. */}
      <div className="tf-visually-hidden" aria-live="polite" aria-atomic="true">
        {said.polite}
      </div>
      <div className="tf-visually-hidden" aria-live="assertive" aria-atomic="true">
        {said.assertive}
      </div>
      {module && (
        <module.Toaster
          position={TOAST_POSITION}
          // Below the screen's header (every header is --tf-header-height tall), never over its
          // title or back arrow.
          containerStyle={{ top: 'calc(var(--tf-header-height) + 8px)' }}
          toastOptions={{ duration: 3000 }}
        />
      )}
    </>
  );
}
