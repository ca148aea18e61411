import { useFormik, type FormikValues } from 'formik';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { UpdatePortfolioRequest } from 'shared-contracts';
import { applyServerErrors, under, useFocusFirstInvalid, useNotify } from 'web-kit';
import type { AnyObject, ObjectSchema } from 'yup';
import { useUpdatePortfolioMutation } from '../shared/portfolio-queries';

type Section = 'personalInfo' | 'workInfo' | 'addressInfo' | 'about';

/**
 * The form of a section that saves as one part of PATCH /portfolio: validated with its shared
 * schema, sent cast (normalised), then the spec's toast and back to the menu; on failure the
 * failure toast and the server's field messages on their fields, the first of them focused
 * (`formRef` goes on the form element).
 */
export function useSectionForm<Values extends FormikValues>({
  section,
  schema,
  initialValues,
  saved,
  failed,
}: {
  section: Section;
  schema: ObjectSchema<AnyObject>;
  initialValues: Values;
  saved: string;
  failed: string;
}) {
  const [updatePortfolio] = useUpdatePortfolioMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();

  const form = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        await updatePortfolio({
          [section]: schema.cast(values),
        } as UpdatePortfolioRequest).unwrap();
        notify.success(saved);
        navigate('..');
      } catch (error) {
        notify.error(failed);
        applyServerErrors(error, helpers, under(section));
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form);
  return { form, formId, formRef };
}
