import { useFormik, type FormikValues } from 'formik';
import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ContactField, ContactVisibility, UpdatePortfolioRequest } from 'shared-contracts';
import { applyServerErrors, under, useFocusFirstInvalid, useNotify } from 'web-kit';
import type { AnyObject, ObjectSchema } from 'yup';
import { useUpdatePortfolioMutation } from '../shared/portfolio-queries';
import type { CardSwitches } from './card-switches';

type Section = 'personalInfo' | 'workInfo' | 'addressInfo' | 'about';

/**
 * The form of a section that saves as one part of PATCH /portfolio: validated with its shared
 * schema, sent cast (normalised), then the spec's toast and back to the menu; on failure the
 * failure toast and the server's field messages on their fields, the first of them focused
 * (`formRef` goes on the form element).
 *
 * `switches` are the page's "Show on card" switches: kept beside the form's values (they are not
 * the section's fields, so its schema never sees them), saved with it in the same request, and a
 * change of one alone is a change to save.
 *
 * `sectionErrorOn` is the field that shows a server message on the section as a whole (an
 * organisation's locked address is refused as `addressInfo`).
 */
export function useSectionForm<Values extends FormikValues>({
  section,
  schema,
  initialValues,
  saved,
  failed,
  switches = [],
  visibility,
  sectionErrorOn,
}: {
  section: Section;
  schema: ObjectSchema<AnyObject>;
  initialValues: Values;
  saved: string;
  failed: string;
  switches?: CardSwitches['fields'];
  visibility?: ContactVisibility;
  sectionErrorOn?: keyof Values & string;
}) {
  const [updatePortfolio] = useUpdatePortfolioMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  // Like the form's initial values: what the page opened with.
  const [initialShown] = useState(
    () =>
      Object.fromEntries(
        switches.map(({ field }) => [field, visibility?.[field] !== false]),
      ) as Partial<ContactVisibility>,
  );
  const [shown, setShown] = useState(initialShown);
  const set = useCallback(
    (field: ContactField, on: boolean) => setShown((before) => ({ ...before, [field]: on })),
    [],
  );
  const changedSwitches = switches.filter(({ field }) => shown[field] !== initialShown[field]);
  const switchesChanged = changedSwitches.length > 0;

  const form = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        await updatePortfolio({
          [section]: schema.cast(values),
          // Only the switches turned: the others stay as the server has them.
          ...(switchesChanged && {
            visibility: Object.fromEntries(
              changedSwitches.map(({ field }) => [field, shown[field]]),
            ),
          }),
        } as UpdatePortfolioRequest).unwrap();
        notify.success(saved);
        navigate('..');
      } catch (error) {
        notify.error(failed);
        const toField = under(section);
        applyServerErrors(error, helpers, (path) =>
          path === section ? sectionErrorOn : toField(path),
        );
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form);
  return {
    form,
    formId,
    formRef,
    cardSwitches: { fields: switches, shown, set } satisfies CardSwitches,
    /** The form or a switch changed: what Save and the discard dialog go by. */
    changed: form.dirty || switchesChanged,
    switchesChanged,
  };
}
