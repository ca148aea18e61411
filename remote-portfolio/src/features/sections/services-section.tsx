import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  MAX_SERVICES,
  portfolioToasts,
  portfolioValidation,
  servicesSectionSchema,
  type FileRef,
  type Portfolio,
  type PortfolioService,
} from 'shared-contracts';
import { Button, ImageUpload, TextField, useNotify } from 'web-kit';
import { portfolioApi } from '../../api';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { fieldError } from './field-error';
import { fileRef } from './file-ref';
import { SectionLoading, SectionScreen } from './section-screen';
import { sectionTitle } from './section-list';
import { applyServerErrors } from './server-errors';
import {
  useCreateServiceMutation,
  useDeleteServiceMutation,
  useSaveServiceHeadingMutation,
  useUpdateServiceMutation,
  type ServiceBody,
} from './services-api';
import styles from './sections.module.css';
import { TextAreaField } from './text-area-field';

const TITLE = sectionTitle('services');

/** A service being edited: one without an _id is not on the server yet. */
interface ServiceDraft extends ServiceBody {
  _id?: string;
}

interface ServicesValues {
  serviceHeading: string;
  services: ServiceDraft[];
}

/** What the server holds: the page compares against it and keeps it current while saving. */
interface Saved {
  serviceHeading: string;
  services: (ServiceBody & { _id: string })[];
}

let keyCount = 0;
const newKey = () => `new-${++keyCount}`;

const blankService = (): ServiceDraft => ({ heading: '', description: '', image: null });

const isBlank = (service: ServiceDraft) =>
  !service._id && !service.heading.trim() && !service.description.trim() && !service.image;

const bodyOf = (service: ServiceDraft): ServiceBody => ({
  heading: service.heading.trim(),
  description: service.description.trim(),
  image: service.image,
});

/** The fields of `next` that differ from `saved`, or null when none do. */
function changesOf(saved: ServiceBody, next: ServiceBody): Partial<ServiceBody> | null {
  const changes: Partial<ServiceBody> = {};
  if (next.heading !== saved.heading.trim()) changes.heading = next.heading;
  if (next.description !== saved.description.trim()) changes.description = next.description;
  if ((next.image?.key ?? null) !== (saved.image?.key ?? null)) changes.image = next.image;
  return Object.keys(changes).length ? changes : null;
}

function savedOf(portfolio: Portfolio, services: PortfolioService[]): Saved {
  return {
    serviceHeading: portfolio.serviceHeading ?? '',
    services: services.map((service) => ({
      _id: service._id,
      heading: service.heading ?? '',
      description: service.description ?? '',
      image: fileRef(service.image),
    })),
  };
}

function hasChanges(values: ServicesValues, saved: Saved): boolean {
  if (values.serviceHeading.trim() !== saved.serviceHeading.trim()) return true;
  const kept = values.services.filter((service) => !isBlank(service));
  if (kept.length !== saved.services.length) return true;
  return kept.some((service) => {
    const old = saved.services.find((s) => s._id === service._id);
    return !old || changesOf(old, bodyOf(service)) !== null;
  });
}

export function ServicesSection() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  if (!data) return <SectionLoading title={TITLE} failed={isError} onRetry={refetch} />;
  return <ServicesForm portfolio={data.portfolio} services={data.services ?? []} />;
}

function ServicesForm({
  portfolio,
  services,
}: {
  portfolio: Portfolio;
  services: PortfolioService[];
}) {
  const [saveHeading] = useSaveServiceHeadingMutation();
  const [createService] = useCreateServiceMutation();
  const [updateService] = useUpdateServiceMutation();
  const [deleteService] = useDeleteServiceMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  const [saved, setSaved] = useState(() => savedOf(portfolio, services));
  // React keys for the cards: a new service has no _id until it is saved.
  const [keys, setKeys] = useState(() =>
    services.length ? services.map((service) => service._id) : [newKey()],
  );

  const reload = () =>
    dispatch(portfolioApi.util.invalidateTags(['OwnPortfolio', 'PublicPortfolio']));

  const form = useFormik<ServicesValues>({
    initialValues: {
      serviceHeading: saved.serviceHeading,
      services: saved.services.length ? saved.services : [blankService()],
    },
    validationSchema: servicesSectionSchema,
    // Heading first, then each service, then one reload. What succeeded is remembered, so a retry
    // after a failure does not create a service twice.
    onSubmit: async (values, helpers) => {
      let current = saved;
      let wrote = false;
      let step: 'heading' | number = 'heading';
      try {
        const heading = values.serviceHeading.trim();
        if (heading !== current.serviceHeading) {
          await saveHeading(heading).unwrap();
          wrote = true;
          current = { ...current, serviceHeading: heading };
        }
        // Removed ones go first, so that a replaced service never takes the count over 3.
        for (const old of current.services) {
          if (values.services.some((service) => service._id === old._id)) continue;
          await deleteService(old._id).unwrap();
          wrote = true;
          current = { ...current, services: current.services.filter((s) => s._id !== old._id) };
        }
        for (const [index, service] of values.services.entries()) {
          step = index;
          const body = bodyOf(service);
          const old = current.services.find((s) => s._id === service._id);
          if (!service._id || !old) {
            const created = await createService({
              portfolioId: portfolio.portfolioId,
              service: body,
            }).unwrap();
            wrote = true;
            current = {
              ...current,
              services: [...current.services, { ...body, _id: created._id }],
            };
            await helpers.setFieldValue(`services.${index}._id`, created._id, false);
            continue;
          }
          const changes = changesOf(old, body);
          if (!changes) continue;
          await updateService({ id: old._id, changes }).unwrap();
          wrote = true;
          current = {
            ...current,
            services: current.services.map((s) =>
              s._id === old._id ? { ...body, _id: old._id } : s,
            ),
          };
        }
        reload();
        notify.success(portfolioToasts.servicesSaved);
        navigate('..');
      } catch (error) {
        // The spec has no message for a failed service save: it is logged.
        console.error('Saving the services failed', error);
        applyServerErrors(error, helpers, (path) => {
          if (step === 'heading') return path === 'serviceHeading' ? path : undefined;
          const field = path.replace(/^services\.\d+\./, '');
          return ['heading', 'description', 'image'].includes(field)
            ? `services.${step}.${field}`
            : undefined;
        });
        if (wrote) reload();
      } finally {
        setSaved(current);
      }
    },
  });

  const { values } = form;
  const complete =
    values.serviceHeading.trim() !== '' &&
    values.services.length >= 1 &&
    values.services.length <= MAX_SERVICES &&
    values.services.every((s) => s.heading.trim() !== '' && s.description.trim() !== '');
  const changed = hasChanges(values, saved);
  const canSave = changed && complete && !form.isSubmitting;
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
    >
      <form id={formId} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label="Service heading"
          {...form.getFieldProps('serviceHeading')}
          error={fieldError(form, 'serviceHeading')}
        />
        {values.services.map((service, index) => {
          const name = `services.${index}`;
          return (
            <fieldset key={keys[index] ?? index} className={styles.service}>
              <legend className={styles.serviceLegend}>{`Service ${index + 1}`}</legend>
              <ImageUpload
                label="Service image"
                target="service"
                value={service.image}
                onChange={(file: FileRef | null) => void form.setFieldValue(`${name}.image`, file)}
                error={fieldError(form, `${name}.image`)}
              />
              <TextField
                label="Heading"
                {...form.getFieldProps(`${name}.heading`)}
                error={fieldError(form, `${name}.heading`)}
              />
              <TextAreaField
                label="Description"
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
                    aria-label={`Remove service ${index + 1}`}
                  >
                    Remove
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
          Add service
        </Button>
        {full && (
          <p className={styles.lead} id={`${formId}-full`}>
            {portfolioValidation.servicesAtMost}
          </p>
        )}
      </form>
    </SectionScreen>
  );
}
