import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import {
  cardPath,
  handleErrors,
  handleRuleError,
  handleTexts,
  normalizeHandle,
  type Portfolio,
} from 'shared-contracts';
import {
  errorStatus,
  fieldErrors,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { object } from 'yup';
import { handleField } from 'shared-contracts';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { useGetOwnPortfolioQuery, useSetHandleMutation } from '../shared/portfolio-queries';
import { CurrentLink } from './current-link';
import styles from './personal-link.module.css';
import { useHandleAvailability, type HandleAvailabilityState } from './use-handle-availability';

/** The same rules PATCH /portfolio/handle applies. */
const schema = object({ handle: handleField() });

/** /edit-profile/personal-link: choose the `/@handle` the card opens at. */
export function PersonalLinkScreen() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  if (!data) {
    return <SectionLoading title={handleTexts.heading} failed={isError} onRetry={refetch} />;
  }
  return <PersonalLinkForm portfolio={data.portfolio} />;
}

function PersonalLinkForm({ portfolio }: { portfolio: Portfolio }) {
  const [setHandle] = useSetHandleMutation();
  const notify = useNotify();
  const formId = useId();
  const current = portfolio.handle ?? null;
  const texts = useTexts(handleTexts);

  const form = useFormik<{ handle: string }>({
    initialValues: { handle: current ?? '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await setHandle(String(normalizeHandle(values.handle))).unwrap();
        notify.success(handleTexts.saved);
        helpers.resetForm({ values: { handle: saved } });
      } catch (error) {
        const message = errorStatus(error) === 409 ? handleErrors.taken : fieldErrors(error).handle;
        if (message) {
          helpers.setErrors({ handle: message });
          void helpers.setTouched({ handle: true }, false);
        } else {
          notify.error(handleTexts.saveFailed);
        }
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form);

  const handle = String(normalizeHandle(form.values.handle) ?? '');
  const changed = handle !== (current ?? '');
  const valid = handleRuleError(handle) === null;
  const availability = useHandleAvailability(handle, { valid, current });

  // Rules speak as soon as the person types; a refusal once the server has answered.
  const ruleError =
    (changed || form.touched.handle) && typeof form.errors.handle === 'string'
      ? form.errors.handle
      : undefined;
  const error = ruleError ?? (availability.state === 'refused' ? availability.message : undefined);

  return (
    <SectionScreen
      title={handleTexts.heading}
      formId={formId}
      changed={changed}
      canSave={changed && valid && !error && !form.isSubmitting}
      saving={form.isSubmitting}
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <TextField
          label={texts.menuEntry}
          prefix={`${window.location.host}/@`}
          name="handle"
          value={form.values.handle}
          // Stored lower-case without "@": shown as it will be, while typing.
          onChange={(event) =>
            void form.setFieldValue('handle', String(normalizeHandle(event.target.value)))
          }
          onBlur={form.handleBlur}
          error={error}
          hint={
            <>
              {!error && <AvailabilityText availability={availability} />}
              <span className={styles.hintText}>{texts.hint}</span>
            </>
          }
          autoCapitalize="none"
          autoCorrect="off"
          autoComplete="off"
          spellCheck="false"
          enterKeyHint="done"
        />
      </form>
      <CurrentLink
        url={`${window.location.origin}${cardPath({ userId: portfolio.userId, handle: current })}`}
      />
    </SectionScreen>
  );
}

/** The states the hint speaks of, by their handleTexts key. */
const AVAILABILITY_TEXT = ['checking', 'available', 'yours'] as const;

function AvailabilityText({ availability }: { availability: HandleAvailabilityState }) {
  const texts = useTexts(handleTexts);
  const { state } = availability;
  const text = (AVAILABILITY_TEXT as readonly string[]).includes(state)
    ? texts[state as (typeof AVAILABILITY_TEXT)[number]]
    : '';
  return (
    <span className={styles.status} role="status" data-state={availability.state}>
      {text}
    </span>
  );
}
