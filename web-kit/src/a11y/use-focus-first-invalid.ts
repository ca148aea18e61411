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
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount, isSubmitting]);
}
