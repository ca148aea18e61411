import { useState } from 'react';
import {
  addressFieldTexts,
  pincodeMessages,
  portfolioAddressSchema,
  portfolioToasts,
  sectionFieldTexts,
  teamsLockTexts,
  type OwnPortfolio,
} from 'shared-contracts';
import {
  AddressFields,
  pincodeProblem,
  useTexts,
  type AddressValues,
  type PincodeStatus,
} from 'web-kit';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { SectionLoading, SectionScreen } from '../shared/section-screen/section-screen';
import { firstProblem } from './first-problem';
import { sectionTitle } from './section-list';
import { CardSwitchList } from './card-switches';
import { LockedAddress } from './locked-address';
import { lockedHints } from './locked-fields';
import { useSectionForm } from './use-section-form';
import styles from './sections.module.css';

const TITLE = sectionTitle('address');

/** The page's "Show on card" switches, named as the address lines. */
const switchesOf = (texts: typeof sectionFieldTexts, lines: typeof addressFieldTexts) =>
  [
    { field: 'buildingName', label: texts.buildingName },
    { field: 'area', label: lines.area },
    { field: 'pincode', label: lines.pincode },
    { field: 'district', label: lines.district },
    { field: 'state', label: lines.state },
  ] as const;

type SectionValues = Pick<
  AddressValues,
  'buildingName' | 'area' | 'pincode' | 'district' | 'state' | 'country'
>;

function valuesOf(portfolio: OwnPortfolio): SectionValues {
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

/**
 * Why the address cannot be saved yet: the pincode's own state first (the place comes from it),
 * then the form's first problem.
 */
function missingOf(values: SectionValues, pincode: PincodeStatus): string | undefined {
  if (pincode === 'typing') return pincodeMessages.partial;
  if (pincode === 'looking') return pincodeMessages.lookingUp;
  return pincodeProblem(pincode) ?? firstProblem(portfolioAddressSchema, values)?.message;
}

export function AddressSection() {
  const { data, isError, refetch } = useGetOwnPortfolioQuery();
  if (!data) return <SectionLoading title={TITLE} failed={isError} onRetry={refetch} />;
  return <AddressForm portfolio={data.portfolio} />;
}

function AddressForm({ portfolio }: { portfolio: OwnPortfolio }) {
  const texts = useTexts(sectionFieldTexts);
  const lines = useTexts(addressFieldTexts);
  const { form, formId, formRef, cardSwitches, switchesChanged } = useSectionForm<SectionValues>({
    section: 'addressInfo',
    schema: portfolioAddressSchema,
    initialValues: valuesOf(portfolio),
    saved: portfolioToasts.addressSaved,
    failed: portfolioToasts.addressSaveFailed,
    switches: switchesOf(texts, lines),
    visibility: portfolio.visibility,
    sectionErrorOn: 'buildingName',
  });
  const lockedBy = lockedHints(portfolio, useTexts(teamsLockTexts))('addressInfo');

  // The schema needs the place, which a new pincode only has once its look-up has answered.
  const complete = portfolioAddressSchema.isValidSync(form.values);
  const typed = EDITABLE.some((key) => form.values[key].trim() !== form.initialValues[key].trim());
  const canSave = complete && (typed || switchesChanged) && !form.isSubmitting;
  const [pincode, setPincode] = useState<PincodeStatus>('empty');

  return (
    <SectionScreen
      title={TITLE}
      formId={formId}
      changed={typed || switchesChanged}
      canSave={canSave}
      saving={form.isSubmitting}
      missing={canSave ? undefined : missingOf(form.values, pincode)}
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        {lockedBy ? (
          <LockedAddress form={form} hint={lockedBy} />
        ) : (
          <AddressFields form={form} onPincodeStatus={setPincode} />
        )}
        <CardSwitchList {...cardSwitches} />
      </form>
    </SectionScreen>
  );
}
