import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import {
  addressFieldTexts,
  ADDRESS_MOBILE_MAX_DIGITS,
  COUNTRY_CODE,
  COUNTRY_NAME,
  digitsOnly,
  PINCODE_LENGTH,
  pincodeMessages,
} from 'shared-contracts';
import { fieldError } from '../form/field-error';
import { nameFieldProps } from '../form/name-field-props';
import { useTexts } from '../i18n/use-texts';
import { usePincodeLookup, type Place, type PincodeStatus } from '../host/use-pincode-lookup';
import { TextField } from '../ui/text-field';
import type { AddressValues } from './address-values';
import styles from './address-fields.module.css';

/** What every address form has; the contact, the landmark and the country are a form's choice. */
type AddressBase = Pick<AddressValues, 'buildingName' | 'area' | 'pincode' | 'district' | 'state'>;

export interface AddressFieldsProps<Values extends AddressBase> {
  /** The screen's form, validated with `addressSchema` or a `.pick` of it with these fields. */
  form: FormikProps<Values>;
  /** Full Name and Mobile Number: whom a parcel goes to. */
  contact?: boolean;
  landmark?: boolean;
  /** A profile's address keeps no country. */
  country?: boolean;
  /** Told where the pincode stands, for a screen that says why it cannot be saved yet. */
  onPincodeStatus?: (status: PincodeStatus) => void;
}

/** What the pincode field says of its status before the form's own rules do. */
export function pincodeProblem(status: PincodeStatus): string | undefined {
  if (status === 'partial') return pincodeMessages.partial;
  if (status === 'unknown') return pincodeMessages.unknown;
  if (status === 'failed') return pincodeMessages.lookupFailed;
  return undefined;
}

/**
 * The fields of an address, inside the screen's own `<form>`. District, state and country are
 * read-only: the pincode's look-up fills them, and a failed look-up clears them. The pincode
 * says at once when no post office has it or its look-up failed, and that it is short once the
 * person stops typing, not only when they leave it.
 */
export function AddressFields<Values extends AddressBase>({
  form,
  contact = false,
  landmark = false,
  country = true,
  onPincodeStatus,
}: AddressFieldsProps<Values>) {
  const texts = useTexts(addressFieldTexts);
  const placeFields = (place: Place) => ({
    district: place?.district ?? '',
    state: place?.state ?? '',
    ...(country && { country: place ? COUNTRY_NAME : '' }),
  });

  const pincodeStatus = usePincodeLookup(form.values.pincode, (place) => {
    void form.setValues((current) => ({ ...current, ...placeFields(place) }), true);
  });
  const reportStatus = useRef(onPincodeStatus);
  useEffect(() => {
    reportStatus.current = onPincodeStatus;
  });
  useEffect(() => {
    reportStatus.current?.(pincodeStatus);
  }, [pincodeStatus]);

  const changePincode = (typed: string) => {
    const pincode = typed.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
    if (pincode === form.values.pincode) return;
    // The place shown is the pincode's beside it, so a form that needs a place waits for the
    // look-up of a new one (a pasted pincode never passes through fewer digits).
    void form.setValues((current) => ({ ...current, pincode, ...placeFields(null) }));
  };

  const field = (name: keyof AddressValues) => ({
    ...form.getFieldProps(name),
    error: fieldError(form, name),
  });

  const area = <TextField label={texts.area} autoComplete="address-line2" {...field('area')} />;

  return (
    <>
      {contact && (
        <div className={styles.row}>
          <TextField label={texts.fullName} {...field('name')} {...nameFieldProps(form, 'name')} />
          <TextField
            label={texts.mobile}
            prefix={COUNTRY_CODE}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...field('mobile')}
            onChange={(event) =>
              void form.setFieldValue(
                'mobile',
                digitsOnly(event.target.value, ADDRESS_MOBILE_MAX_DIGITS),
              )
            }
          />
        </div>
      )}
      <TextField label={texts.building} autoComplete="address-line1" {...field('buildingName')} />
      {landmark ? (
        <div className={styles.row}>
          {area}
          <TextField label={texts.landmark} {...field('landmark')} />
        </div>
      ) : (
        area
      )}
      <TextField
        label={texts.pincode}
        inputMode="numeric"
        autoComplete="postal-code"
        {...field('pincode')}
        error={fieldError(form, 'pincode') ?? pincodeProblem(pincodeStatus)}
        onChange={(event) => changePincode(event.target.value)}
      />
      <div className={styles.pair}>
        <TextField label={texts.district} readOnly {...field('district')} />
        <TextField label={texts.state} readOnly {...field('state')} />
      </div>
      {country && <TextField label={texts.country} readOnly {...field('country')} />}
    </>
  );
}
