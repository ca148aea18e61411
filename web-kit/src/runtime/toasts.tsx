import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type * as HotToast from 'react-hot-toast';
import { TOAST_POSITION } from 'shared-contracts';
import type { ToastKind } from '../host/notify';
import { useToastPlace } from './toast-place';

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
 * "Current password is incorrect"). Each toast has an id of its own and the one before is
 * removed: given the id of one fading out, react-hot-toast revives it, but its timer to remove
 * that id can fire before the toaster hears it came back, and the new toast never shows (on a
 * busy machine "Role saved" so went unseen).
 */
let shownId = '';
let toastsMade = 0;
const TOAST_DURATION_MS = 3000;
/** As long as the fade of `.tf-toast--leaving` (global.css). */
const TOAST_FADE_MS = 200;

/**
 * A toast asked for and then a new screen with nothing done by the person in between: the toast is
 * the answer that led there ("Password updated successfully!", then back to Account) and stays.
 * Once the person has done anything (a tap, a key, the browser's Back), a screen change is theirs,
 * and the toast of the screen left behind goes. Not a time: on a busy phone the next screen can
 * take longer to draw than any grace a person could not leave a screen in.
 */
let actedSinceRaised = true;
const PERSON_ACTS = ['pointerdown', 'keydown', 'click', 'popstate'] as const;
let watching = false;
function watchThePerson() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const type of PERSON_ACTS) {
    window.addEventListener(type, () => (actedSinceRaised = true), { capture: true });
  }
}

export function showToast(kind: ToastKind, message: string) {
  const ariaProps = loaded ? ARIA[kind] : SAID;
  if (!loaded) sayEarly(kind, message);
  watchThePerson();
  actedSinceRaised = false;
  loadToaster()
    .then(({ default: toast }) => {
      if (shownId) toast.remove(shownId);
      shownId = `tf-toast-${++toastsMade}`;
      // Gone from its place once it has faded out (its line in the header closes then).
      const options = { id: shownId, ariaProps, removeDelay: TOAST_FADE_MS };
      if (kind === 'success') toast.success(message, options);
      else if (kind === 'error') toast.error(message, options);
      else toast(message, options);
    })
    .catch((error: unknown) => console.error('The toaster could not be loaded', error));
}

/** The screen changed: the toast of the screen left behind goes with it. */
export function screenChanged() {
  if (!actedSinceRaised) return;
  if (shownId) loaded?.default.dismiss(shownId);
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
      {module && <ShownToast toaster={module} />}
    </>
  );
}

/**
 * The one toast, in the screen's place for it (web-kit's ToastPlace, at the foot of its sticky
 * header): the header grows to hold it, so it lies over nothing of the screen. Over a modal sheet
 * or dialog, which leaves the screen behind it out of reach, and on a page with no place, it
 * shows at the top of the viewport instead, as the toaster would place it.
 */
function ShownToast({ toaster }: { toaster: Toaster }) {
  const { toasts, handlers } = toaster.useToaster({ duration: TOAST_DURATION_MS });
  const toast = toasts.find((each) => each.id === shownId);
  const place = useToastPlace(toast !== undefined);
  if (!toast) return null;
  const bar = (
    <div
      className={[
        'tf-toast',
        place ? '' : 'tf-toast--over',
        toast.visible ? '' : 'tf-toast--leaving',
      ].join(' ')}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      <toaster.ToastBar toast={toast} position={TOAST_POSITION} />
    </div>
  );
  return place ? createPortal(bar, place) : bar;
}
