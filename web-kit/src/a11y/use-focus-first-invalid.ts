import { useEffect, type RefObject } from 'react';

/**
 * After a submit that left errors, focus goes to the first field marked invalid, so a keyboard or
 * screen-reader user lands on the message instead of hunting for it. Formik raises
 * `submitCount` when a submit starts and lowers `isSubmitting` when its validation (or the
 * request) ends; the fields mark themselves with `aria-invalid`.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLElement | null>,
  { submitCount, isSubmitting }: { submitCount: number; isSubmitting: boolean },
) {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus();
    // Focus scrolls the field alone into view; a sighted person needs its message too, which
    // sits under it and could still be behind a bottom bar (the page's scroll-padding keeps
    // both clear of the bars, see fixed-bar-insets).
    fieldWithMessage(field).scrollIntoView?.({ block: 'nearest' });
  }, [form, submitCount, isSubmitting]);
}

/** The smallest box holding the field and the messages it is described by. */
function fieldWithMessage(field: HTMLElement): HTMLElement {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const messages = ids
    .map((id) => field.ownerDocument.getElementById(id))
    .filter((message): message is HTMLElement => message !== null);
  let box: HTMLElement = field;
  while (box.parentElement && !messages.every((message) => box.contains(message))) {
    box = box.parentElement;
  }
  return box;
}
