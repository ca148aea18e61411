import styles from './ui.module.css';

/** What the shell's toaster looks for: the place in the screen's header where a toast shows. */
export const TOAST_PLACE_ATTRIBUTE = 'data-tf-toast-place';

/**
 * Where the screen's toast shows: at the foot of its sticky header, which grows to hold it. A toast
 * there takes room instead of lying over the screen, so it never covers a title, a field's label
 * or a button, and it stays in view as the screen scrolls. Empty, it takes no room at all.
 */
export function ToastPlace() {
  return <div {...{ [TOAST_PLACE_ATTRIBUTE]: '' }} className={styles.toastPlace} />;
}
