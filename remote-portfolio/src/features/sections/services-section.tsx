import { useFormik } from 'formik';
import { useId, useState, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  editorTexts,
  MAX_SERVICES,
  portfolioToasts,
  portfolioValidation,
  servicesSectionSchema,
  servicesSectionTexts,
  type FileRef,
  type PortfolioResult,
} from 'shared-contracts';
import {
  applyServerErrors,
  Button,
  errorMessage,
  fieldError,
  fileRef,
  ImageUpload,
  TextField,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
  useTranslate,
} from 'web-kit';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { firstProblem } from './first-problem';
import { sectionTitle } from './section-list';
import { useSaveServicesMutation } from './services-api';
import styles from './sections.module.css';
import { TextAreaField } from './text-area-field';

const TITLE = sectionTitle('services');

/** A service being edited: one without an _id is not on the server yet. */
interface ServiceDraft {
  _id?: string;
  heading: string;
  description: string;
  image: FileRef | null;
}

interface ServicesValues {
  serviceHeading: string;
  services: ServiceDraft[];
}

let keyCount = 0;
const newKey = () => `new-${++keyCount}`;

const blankService = (): ServiceDraft => ({ heading: '', description: '', image: null });

const isBlank = (service: ServiceDraft) =>
  !service._id && !service.heading.trim() && !service.description.trim() && !service.image;

function valuesOf({ portfolio, services }: PortfolioResult): ServicesValues {
  return {
    serviceHeading: portfolio.serviceHeading ?? '',
    services: services.length
      ? services.map((service) => ({
          _id: service._id,
          heading: service.heading ?? '',
          description: service.description ?? '',
          image: fileRef(service.image),
        }))
      : [blankService()],
  };
}

/** The values as a save would store them; a new card left empty is no change. */
const comparable = (values: ServicesValues) =>
  JSON.stringify([
    values.serviceHeading.trim(),
    values.services
      .filter((service) => !isBlank(service))
      .map((s) => [s._id, s.heading.trim(), s.description.trim(), s.image?.key ?? null]),
  ]);

/** The API's paths for this page's fields (`services.1.heading`) are the form's own. */
const SERVICE_FIELD = /^services\.\d+\.(heading|description|image)$/;
const toField = (path: string) =>
  path === 'serviceHeading' || SERVICE_FIELD.test(path) ? path : undefined;

/**
 * What keeps the page from saving, naming the service it is in ("Service 2: ..."), in the
 * person's language: `texts` is editorTexts and `translate` says the schema's message, as useTexts
 * and useTranslate give them.
 */
function missingOf(
  values: ServicesValues,
  texts: typeof editorTexts = editorTexts,
  translate: (text: string) => string = (text) => text,
): string | undefined {
  const problem = firstProblem(servicesSectionSchema, values);
  const index = /^services\[(\d+)\]\./.exec(problem?.path ?? '')?.[1];
  if (!problem) return undefined;
  return index === undefined
    ? problem.message
    : texts.serviceMissing(Number(index) + 1, translate(problem.message));
}

export function ServicesSection() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  if (!data) return <SectionLoading title={TITLE} failed={isError} onRetry={refetch} />;
  return <ServicesForm data={data} />;
}

function ServicesForm({ data }: { data: PortfolioResult }) {
  const [saveServices] = useSaveServicesMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const texts = useTexts(servicesSectionTexts);
  const editor = useTexts(editorTexts);
  const { servicesAtMost } = useTexts(portfolioValidation);
  const translate = useTranslate();
  // React keys for the cards: a new service has no _id until it is saved.
  const [keys, setKeys] = useState(() =>
    data.services.length ? data.services.map((service) => service._id) : [newKey()],
  );

  const form = useFormik<ServicesValues>({
    initialValues: valuesOf(data),
    validationSchema: servicesSectionSchema,
    // One request replaces the heading and the whole list, or changes nothing. The saved portfolio
    // it answers becomes the cached one (see services-api).
    onSubmit: async (values, helpers) => {
      try {
        await saveServices(servicesSectionSchema.cast(values)).unwrap();
        notify.success(portfolioToasts.servicesSaved);
        navigate('..');
      } catch (error) {
        console.error('Saving the services failed', error);
        notify.error(errorMessage(error, portfolioToasts.servicesSaveFailed));
        applyServerErrors(error, helpers, toField);
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form);

  const { values } = form;
  const changed = comparable(values) !== comparable(form.initialValues);
  const canSave = changed && servicesSectionSchema.isValidSync(values) && !form.isSubmitting;
  const full = values.services.length >= MAX_SERVICES;

  const add = () => {
    if (full) return;
    void form.setFieldValue('services', [...values.services, blankService()]);
    setKeys((current) => [...current, newKey()]);
  };

  const remove = (index: number) => {
    void form.setFieldValue(
      'services',
      values.services.filter((_, i) => i !== index),
    );
    setKeys((current) => current.filter((_, i) => i !== index));
  };

  return (
    <SectionScreen
      title={TITLE}
      formId={formId}
      changed={changed}
      canSave={canSave}
      saving={form.isSubmitting}
      missing={canSave ? undefined : missingOf(values, editor, translate)}
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <TextField
          label={texts.serviceHeading}
          {...form.getFieldProps('serviceHeading')}
          error={fieldError(form, 'serviceHeading')}
        />
        {values.services.map((service, index) => {
          const name = `services.${index}`;
          return (
            <fieldset key={keys[index] ?? index} className={styles.service}>
              <legend className={styles.serviceLegend}>{texts.service(index + 1)}</legend>
              <ImageUpload
                label={texts.image}
                kind="service"
                value={service.image}
                onChange={(file: FileRef | null) => void form.setFieldValue(`${name}.image`, file)}
                error={fieldError(form, `${name}.image`)}
              />
              <TextField
                label={texts.heading}
                {...form.getFieldProps(`${name}.heading`)}
                error={fieldError(form, `${name}.heading`)}
              />
              <TextAreaField
                label={texts.description}
                rows={4}
                {...form.getFieldProps(`${name}.description`)}
                error={fieldError(form, `${name}.description`)}
              />
              {values.services.length > 1 && (
                <div className={styles.serviceActions}>
                  <button
                    type="button"
                    className={styles.removeService}
                    onClick={() => remove(index)}
                    disabled={form.isSubmitting}
                    aria-label={texts.removeService(index + 1)}
                  >
                    {texts.remove}
                  </button>
                </div>
              )}
            </fieldset>
          );
        })}
        <Button
          variant="secondary"
          className={styles.addService}
          onClick={add}
          disabled={full || form.isSubmitting}
          aria-describedby={full ? `${formId}-full` : undefined}
        >
          {texts.add}
        </Button>
        {full && (
          <p className={styles.lead} id={`${formId}-full`}>
            {servicesAtMost}
          </p>
        )}
      </form>
    </SectionScreen>
  );
}
