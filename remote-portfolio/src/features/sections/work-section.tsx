import { portfolioToasts, workInfoSchema, type FileRef, type OwnPortfolio } from 'shared-contracts';
import { fieldError, fileRef, ImageUpload, TextField } from 'web-kit';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { firstProblem } from './first-problem';
import { sectionTitle } from './section-list';
import { CardSwitchList } from './card-switches';
import { lockedFieldProps, lockedHints } from './locked-fields';
import { useSectionForm } from './use-section-form';
import styles from './sections.module.css';

const TITLE = sectionTitle('work');

const SWITCHES = [
  { field: 'workEmail', label: 'Work email' },
  { field: 'primaryWebsite', label: 'Primary website' },
  { field: 'secondaryWebsite', label: 'Secondary website' },
] as const;

interface WorkValues {
  companyName: string;
  designation: string;
  workEmail: string;
  primaryWebsite: string;
  secondaryWebsite: string;
  companyLogo: FileRef | null;
}

function valuesOf(portfolio: OwnPortfolio): WorkValues {
  const info = portfolio.workInfo;
  return {
    companyName: info?.companyName ?? '',
    designation: info?.designation ?? '',
    workEmail: info?.workEmail ?? '',
    primaryWebsite: info?.primaryWebsite ?? '',
    secondaryWebsite: info?.secondaryWebsite ?? '',
    companyLogo: fileRef(info?.companyLogo),
  };
}

const REQUIRED = ['companyName', 'designation', 'workEmail'] as const;
const allFilled = (values: WorkValues) => REQUIRED.every((key) => values[key].trim() !== '');

export function WorkSection() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  if (!data) return <SectionLoading title={TITLE} failed={isError} onRetry={refetch} />;
  return <WorkForm portfolio={data.portfolio} />;
}

function WorkForm({ portfolio }: { portfolio: OwnPortfolio }) {
  const { form, formId, formRef, cardSwitches, changed } = useSectionForm<WorkValues>({
    section: 'workInfo',
    schema: workInfoSchema,
    initialValues: valuesOf(portfolio),
    saved: portfolioToasts.workSaved,
    failed: portfolioToasts.workSaveFailed,
    switches: SWITCHES,
    visibility: portfolio.visibility,
  });

  // The first time, the three required fields must all be filled; once they were, any change.
  const firstFill = !allFilled(form.initialValues);
  const canSave = changed && !form.isSubmitting && (firstFill ? allFilled(form.values) : true);

  const field = (key: keyof WorkValues) => ({
    ...form.getFieldProps(key),
    error: fieldError(form, key),
  });
  const lockedBy = lockedHints(portfolio);
  const logoLockedBy = lockedBy('workInfo.companyLogo');

  return (
    <SectionScreen
      title={TITLE}
      formId={formId}
      changed={changed}
      canSave={canSave}
      saving={form.isSubmitting}
      missing={canSave ? undefined : firstProblem(workInfoSchema, form.values)?.message}
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <ImageUpload
          label="Company logo"
          kind="logo"
          value={form.values.companyLogo}
          onChange={(file) => void form.setFieldValue('companyLogo', file)}
          error={fieldError(form, 'companyLogo')}
          disabled={Boolean(logoLockedBy)}
          hint={logoLockedBy}
        />
        <div className={styles.row}>
          <TextField
            label="Designation"
            autoComplete="organization-title"
            {...field('designation')}
          />
          <TextField
            label="Company name"
            autoComplete="organization"
            {...field('companyName')}
            {...lockedFieldProps(lockedBy('workInfo.companyName'))}
          />
        </div>
        <TextField label="Work email" type="email" autoComplete="email" {...field('workEmail')} />
        <div className={styles.row}>
          <TextField
            label="Primary website (optional)"
            type="url"
            inputMode="url"
            autoComplete="url"
            {...field('primaryWebsite')}
            {...lockedFieldProps(lockedBy('workInfo.primaryWebsite'))}
          />
          <TextField
            label="Secondary website (optional)"
            type="url"
            inputMode="url"
            {...field('secondaryWebsite')}
          />
        </div>
        <CardSwitchList {...cardSwitches} />
      </form>
    </SectionScreen>
  );
}
