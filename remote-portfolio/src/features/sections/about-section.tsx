import {
  aboutSchema,
  aboutSectionTexts,
  portfolioTexts,
  portfolioToasts,
  type Portfolio,
} from 'shared-contracts';
import { fieldError, TextField, useTexts } from 'web-kit';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { sectionTitle } from './section-list';
import { useSectionForm } from './use-section-form';
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
  const texts = useTexts(aboutSectionTexts);
  const defaults = useTexts(portfolioTexts);
  const { form, formId, formRef } = useSectionForm<AboutValues>({
    section: 'about',
    schema: aboutSchema,
    initialValues: {
      heading: portfolio.about?.heading ?? '',
      description: portfolio.about?.description ?? '',
    },
    saved: portfolioToasts.aboutSaved,
    failed: portfolioToasts.aboutSaveFailed,
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
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <TextField
          label={texts.heading}
          placeholder={defaults.aboutDefaultHeading}
          {...form.getFieldProps('heading')}
          error={fieldError(form, 'heading')}
        />
        <TextAreaField
          label={texts.description}
          rows={7}
          {...form.getFieldProps('description')}
          error={fieldError(form, 'description')}
        />
      </form>
    </SectionScreen>
  );
}
