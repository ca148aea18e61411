import { useFormik } from 'formik';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { aboutSchema, portfolioTexts, portfolioToasts, type Portfolio } from 'shared-contracts';
import { TextField, useNotify } from 'web-kit';
import { useGetOwnPortfolioQuery, useUpdatePortfolioMutation } from '../shared/portfolio-queries';
import { fieldError } from './field-error';
import { SectionLoading, SectionScreen } from './section-screen';
import { sectionTitle } from './section-list';
import { applyServerErrors, under } from './server-errors';
import styles from './sections.module.css';
import { TextAreaField } from './text-area-field';

const TITLE = sectionTitle('about');

interface AboutValues {
  heading: string;
  description: string;
}

export function AboutSection() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  if (!data) return <SectionLoading title={TITLE} failed={isError} onRetry={refetch} />;
  return <AboutForm portfolio={data.portfolio} />;
}

/** Decision 4: both may be left empty (saved as null); the card then shows "About Us". */
function AboutForm({ portfolio }: { portfolio: Portfolio }) {
  const [updatePortfolio] = useUpdatePortfolioMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();

  const form = useFormik<AboutValues>({
    initialValues: {
      heading: portfolio.about?.heading ?? '',
      description: portfolio.about?.description ?? '',
    },
    validationSchema: aboutSchema,
    onSubmit: async (values, helpers) => {
      try {
        await updatePortfolio({ about: aboutSchema.cast(values) }).unwrap();
        notify.success(portfolioToasts.aboutSaved);
        navigate('..');
      } catch (error) {
        notify.error(portfolioToasts.aboutSaveFailed);
        applyServerErrors(error, helpers, under('about'));
      }
    },
  });

  const changed = (['heading', 'description'] as const).some(
    (key) => form.values[key].trim() !== form.initialValues[key].trim(),
  );

  return (
    <SectionScreen
      title={TITLE}
      formId={formId}
      changed={changed}
      canSave={changed && !form.isSubmitting}
      saving={form.isSubmitting}
    >
      <form id={formId} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label="Heading"
          placeholder={portfolioTexts.aboutDefaultHeading}
          {...form.getFieldProps('heading')}
          error={fieldError(form, 'heading')}
        />
        <TextAreaField
          label="Description"
          rows={7}
          {...form.getFieldProps('description')}
          error={fieldError(form, 'description')}
        />
      </form>
    </SectionScreen>
  );
}
