import {
  COUNTRY_CODE,
  nationalDigits,
  personalInfoSchema,
  portfolioToasts,
  sectionFieldTexts,
  type FileRef,
  type OwnPortfolio,
} from 'shared-contracts';
import { fieldError, fileRef, ImageUpload, nameFieldProps, TextField, useTexts } from 'web-kit';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { firstProblem } from './first-problem';
import { sectionTitle } from './section-list';
import { CardSwitchList } from './card-switches';
import { useSectionForm } from './use-section-form';
import styles from './sections.module.css';

const TITLE = sectionTitle('personal');

/** The page's "Show on card" switches, named as its fields. */
const switchesOf = (texts: typeof sectionFieldTexts) =>
  [
    { field: 'email', label: texts.email },
    { field: 'phoneNumber', label: texts.mobileNumber },
    { field: 'whatsappNumber', label: texts.whatsappNumber },
  ] as const;

/** The working copy. The numbers hold their 10 national digits; "+91" is shown beside them. */
interface PersonalValues {
  name: string;
  email: string;
  phoneNumber: string;
  whatsappNumber: string;
  profilePicture: FileRef | null;
  bannerImage: FileRef | null;
}

const phone = (stored: string | undefined) => nationalDigits(stored ?? '') || (stored ?? '');

function valuesOf(portfolio: OwnPortfolio): PersonalValues {
  const info = portfolio.personalInfo;
  return {
    name: info?.name ?? '',
    email: info?.email ?? '',
    phoneNumber: phone(info?.phoneNumber),
    whatsappNumber: phone(info?.whatsappNumber),
    profilePicture: fileRef(info?.profilePicture),
    bannerImage: fileRef(info?.bannerImage),
  };
}

export function PersonalSection() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  if (!data) return <SectionLoading title={TITLE} failed={isError} onRetry={refetch} />;
  return <PersonalForm portfolio={data.portfolio} />;
}

function PersonalForm({ portfolio }: { portfolio: OwnPortfolio }) {
  const texts = useTexts(sectionFieldTexts);
  const { form, formId, formRef, cardSwitches, changed } = useSectionForm<PersonalValues>({
    section: 'personalInfo',
    schema: personalInfoSchema,
    initialValues: valuesOf(portfolio),
    saved: portfolioToasts.personalSaved,
    failed: portfolioToasts.personalSaveFailed,
    switches: switchesOf(texts),
    visibility: portfolio.visibility,
  });

  const { name, email, phoneNumber, whatsappNumber } = form.values;
  const filled = [name, email, phoneNumber, whatsappNumber].every((value) => value.trim() !== '');
  const canSave = filled && changed && !form.isSubmitting;

  const field = (key: keyof PersonalValues) => ({
    ...form.getFieldProps(key),
    error: fieldError(form, key),
  });

  return (
    <SectionScreen
      title={TITLE}
      formId={formId}
      changed={changed}
      canSave={canSave}
      saving={form.isSubmitting}
      missing={canSave ? undefined : firstProblem(personalInfoSchema, form.values)?.message}
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <div className={styles.images}>
          <ImageUpload
            label={texts.profilePicture}
            value={form.values.profilePicture}
            onChange={(file) => void form.setFieldValue('profilePicture', file)}
            error={fieldError(form, 'profilePicture')}
          />
          <ImageUpload
            label={texts.bannerImage}
            kind="banner"
            value={form.values.bannerImage}
            onChange={(file) => void form.setFieldValue('bannerImage', file)}
            error={fieldError(form, 'bannerImage')}
          />
        </div>
        <TextField label={texts.fullName} {...field('name')} {...nameFieldProps(form, 'name')} />
        <TextField label={texts.email} type="email" autoComplete="email" {...field('email')} />
        <div className={styles.row}>
          <TextField
            label={texts.mobileNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix={COUNTRY_CODE}
            {...field('phoneNumber')}
          />
          <TextField
            label={texts.whatsappNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix={COUNTRY_CODE}
            {...field('whatsappNumber')}
          />
        </div>
        <CardSwitchList {...cardSwitches} />
      </form>
    </SectionScreen>
  );
}
