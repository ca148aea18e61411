import {
  portfolioToasts,
  sectionFieldTexts,
  teamsLockTexts,
  workInfoSchema,
  type FileRef,
  type OwnPortfolio,
} from 'shared-contracts';
import { fieldError, fileRef, ImageUpload, TextField, useTexts } from 'web-kit';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { firstProblem } from './first-problem';
import { sectionTitle } from './section-list';
import { CardSwitchList } from './card-switches';
import { lockedFieldProps, lockedHints } from './locked-fields';
import { useSectionForm } from './use-section-form';
import styles from './sections.module.css';

const TITLE = sectionTitle('work');

/** The page's "Show on card" switches, named as its fields. */
const switchesOf = (texts: typeof sectionFieldTexts) =>
  [
    { field: 'workEmail', label: texts.workEmail },
    { field: 'primaryWebsite', label: texts.primaryWebsite },
    { field: 'secondaryWebsite', label: texts.secondaryWebsite },
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
  const texts = useTexts(sectionFieldTexts);
  const { form, formId, formRef, cardSwitches, changed } = useSectionForm<WorkValues>({
    section: 'workInfo',
    schema: workInfoSchema,
    initialValues: valuesOf(portfolio),
    saved: portfolioToasts.workSaved,
    failed: portfolioToasts.workSaveFailed,
    switches: switchesOf(texts),
    visibility: portfolio.visibility,
  });

  // The first time, the three required fields must all be filled; once they were, any change.
  const firstFill = !allFilled(form.initialValues);
  const canSave = changed && !form.isSubmitting && (firstFill ? allFilled(form.values) : true);

  const field = (key: keyof WorkValues) => ({
    ...form.getFieldProps(key),
    error: fieldError(form, key),
  });
  const lockedBy = lockedHints(portfolio, useTexts(teamsLockTexts));
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
          label={texts.companyLogo}
          kind="logo"
          value={form.values.companyLogo}
          onChange={(file) => void form.setFieldValue('companyLogo', file)}
          error={fieldError(form, 'companyLogo')}
          disabled={Boolean(logoLockedBy)}
          hint={logoLockedBy}
        />
        <div className={styles.row}>
          <TextField
            label={texts.designation}
            autoComplete="organization-title"
            {...field('designation')}
          />
          <TextField
            label={texts.companyName}
            autoComplete="organization"
            {...field('companyName')}
            {...lockedFieldProps(lockedBy('workInfo.companyName'))}
          />
        </div>
        <TextField
          label={texts.workEmail}
          type="email"
          autoComplete="email"
          {...field('workEmail')}
        />
        <div className={styles.row}>
          <TextField
            label={texts.primaryWebsiteOptional}
            type="url"
            inputMode="url"
            autoComplete="url"
            {...field('primaryWebsite')}
            {...lockedFieldProps(lockedBy('workInfo.primaryWebsite'))}
          />
          <TextField
            label={texts.secondaryWebsiteOptional}
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
