import { useState } from 'react';
import {
  COUNTRY_NAME,
  isValidPincode,
  PINCODE_LENGTH,
  portfolioAddressSchema,
  portfolioToasts,
  type Portfolio,
} from 'shared-contracts';
import { TextField, usePincodeLookup, type Place } from 'web-kit';
import { useGetOwnPortfolioQuery } from '../shared/portfolio-queries';
import { fieldError } from './field-error';
import { SectionLoading, SectionScreen } from './section-screen';
import { sectionTitle } from './section-list';
import { useSectionForm } from './use-section-form';
import styles from './sections.module.css';

const TITLE = sectionTitle('address');

interface AddressValues {
  buildingName: string;
  area: string;
  pincode: string;
  district: string;
  state: string;
  country: string;
}

function valuesOf(portfolio: Portfolio): AddressValues {
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
  const initialValues = valuesOf(portfolio);
  // The pincode the shown place belongs to: Save waits for a new pincode's look-up.
  const [placeOf, setPlaceOf] = useState(initialValues.pincode);

  const { form, formId } = useSectionForm<AddressValues>({
    section: 'addressInfo',
    schema: portfolioAddressSchema,
    initialValues: initialValues,
    saved: portfolioToasts.addressSaved,
    failed: portfolioToasts.addressSaveFailed,
  });

  usePincodeLookup(form.values.pincode, (place: Place, pincode) => {
    setPlaceOf(pincode);
    void form.setValues(
      (current) => ({
        ...current,
        district: place?.district ?? '',
        state: place?.state ?? '',
        country: place ? COUNTRY_NAME : '',
      }),
      true,
    );
  });

  const { values } = form;
  const complete =
    [values.buildingName, values.area, values.district, values.state, values.country].every(
      (value) => value.trim() !== '',
    ) &&
    isValidPincode(values.pincode) &&
    placeOf === values.pincode;
  const changed = EDITABLE.some((key) => values[key].trim() !== form.initialValues[key].trim());
  const canSave = complete && changed && !form.isSubmitting;

  const field = (key: keyof AddressValues) => ({
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
    >
      <form id={formId} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label="Building/House name"
          autoComplete="address-line1"
          {...field('buildingName')}
        />
        <TextField label="Area" autoComplete="address-line2" {...field('area')} />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('pincode')}
          onChange={(event) =>
            void form.setFieldValue(
              'pincode',
              event.target.value.replace(/\D/g, '').slice(0, PINCODE_LENGTH),
            )
          }
        />
        <div className={styles.pair}>
          <TextField label="District" readOnly {...field('district')} />
          <TextField label="State" readOnly {...field('state')} />
        </div>
        <TextField label="Country" readOnly {...field('country')} />
      </form>
    </SectionScreen>
  );
}
