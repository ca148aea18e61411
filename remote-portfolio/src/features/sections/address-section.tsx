import { portfolioAddressSchema, portfolioToasts, type Portfolio } from 'shared-contracts';
import { AddressFields, type AddressValues } from 'web-kit';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { sectionTitle } from './section-list';
import { useSectionForm } from './use-section-form';
import styles from './sections.module.css';

const TITLE = sectionTitle('address');

type SectionValues = Pick<
  AddressValues,
  'buildingName' | 'area' | 'pincode' | 'district' | 'state' | 'country'
>;

function valuesOf(portfolio: Portfolio): SectionValues {
  const info = portfolio.addressInfo;
  return {
    buildingName: info?.buildingName ?? '',
    area: info?.area ?? '',
    pincode: info?.pincode ?? '',
    district: info?.district ?? '',
    state: info?.state ?? '',
    country: info?.country ?? '',
  };
}

/** What the person types; district, state and country follow from the pincode. */
const EDITABLE = ['buildingName', 'area', 'pincode'] as const;

export function AddressSection() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  if (!data) return <SectionLoading title={TITLE} failed={isError} onRetry={refetch} />;
  return <AddressForm portfolio={data.portfolio} />;
}

function AddressForm({ portfolio }: { portfolio: Portfolio }) {
  const { form, formId, formRef } = useSectionForm<SectionValues>({
    section: 'addressInfo',
    schema: portfolioAddressSchema,
    initialValues: valuesOf(portfolio),
    saved: portfolioToasts.addressSaved,
    failed: portfolioToasts.addressSaveFailed,
  });

  // The schema needs the place, which a new pincode only has once its look-up has answered.
  const complete = portfolioAddressSchema.isValidSync(form.values);
  const changed = EDITABLE.some(
    (key) => form.values[key].trim() !== form.initialValues[key].trim(),
  );
  const canSave = complete && changed && !form.isSubmitting;

  return (
    <SectionScreen
      title={TITLE}
      formId={formId}
      changed={changed}
      canSave={canSave}
      saving={form.isSubmitting}
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <AddressFields form={form} />
      </form>
    </SectionScreen>
  );
}
