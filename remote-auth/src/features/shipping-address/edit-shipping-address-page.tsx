import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ADDRESS_MOBILE_MAX_DIGITS,
  authToasts,
  COUNTRY_CODE,
  COUNTRY_NAME,
  DEFAULT_ADDRESS_IS_DEFAULT,
  DEFAULT_ADDRESS_TYPE,
  digitsOnly,
  nationalDigits,
  PINCODE_LENGTH,
  shippingAddressSchema,
  withoutDigits,
  type AddressBookEntry,
} from 'shared-contracts';
import {
  Button,
  errorMessage,
  Screen,
  Spinner,
  TextField,
  useNotify,
  usePincodeLookup,
  type Place,
} from 'web-kit';
import { applyServerErrors } from '../shared/apply-server-errors';
import { fieldError } from '../shared/field-error';
import {
  shippingAddressOf,
  useGetAddressBookQuery,
  useSaveAddressMutation,
} from './address-book-api';
import styles from './edit-shipping-address-page.module.css';

/** The form's working copy. `mobile` holds the 10 national digits; "+91" is shown beside it. */
interface ShippingValues {
  name: string;
  mobile: string;
  address1: string;
  address2: string;
  landmark: string;
  pincode: string;
  district: string;
  state: string;
  country: string;
}

const blank: ShippingValues = {
  name: '',
  mobile: '',
  address1: '',
  address2: '',
  landmark: '',
  pincode: '',
  district: '',
  state: '',
  country: '',
};

function valuesOf(entry: AddressBookEntry | undefined): ShippingValues {
  if (!entry) return blank;
  return {
    name: entry.name,
    mobile: nationalDigits(entry.mobile) || digitsOnly(entry.mobile, ADDRESS_MOBILE_MAX_DIGITS),
    address1: entry.address1,
    address2: entry.address2,
    landmark: entry.landmark ?? '',
    pincode: entry.pincode,
    district: entry.district ?? '',
    state: entry.state ?? '',
    country: entry.country ?? '',
  };
}

const TITLE = 'Edit Shipping Address';

export function EditShippingAddressPage() {
  const addressBook = useGetAddressBookQuery();
  const navigate = useNavigate();

  if (addressBook.isLoading) {
    return (
      <Screen title={TITLE} onBack={() => navigate(-1)}>
        <Spinner />
      </Screen>
    );
  }
  // A failed load leaves nothing to edit: the form then creates the address.
  return <ShippingAddressForm entry={shippingAddressOf(addressBook.data)} />;
}

function ShippingAddressForm({ entry }: { entry: AddressBookEntry | undefined }) {
  const [saveAddress] = useSaveAddressMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const formId = useId();
  // Once saved, the address exists: a second Save updates it instead of creating another.
  const [savedId, setSavedId] = useState(entry?._id);

  const form = useFormik<ShippingValues>({
    initialValues: valuesOf(entry),
    validationSchema: shippingAddressSchema,
    onSubmit: async (values, helpers) => {
      const address = shippingAddressSchema.cast(values);
      try {
        const { result } = await saveAddress({
          id: savedId,
          body: {
            name: address.name,
            mobile: `${COUNTRY_CODE}${values.mobile}`,
            address1: address.address1,
            address2: address.address2,
            landmark: address.landmark,
            pincode: address.pincode,
            district: address.district,
            state: address.state,
            country: address.country,
            type: DEFAULT_ADDRESS_TYPE,
            default: DEFAULT_ADDRESS_IS_DEFAULT,
          },
        }).unwrap();
        setSavedId(result._id);
        helpers.resetForm({ values });
        notify.success(authToasts.addressUpdated);
        navigate(-1);
      } catch (error) {
        notify.error(errorMessage(error, authToasts.addressUpdateFailed));
        applyServerErrors(error, helpers);
      }
    },
  });

  // District, state and country follow the pincode; a failed look-up clears them.
  usePincodeLookup(form.values.pincode, (place: Place) =>
    form.setValues(
      (current) => ({
        ...current,
        district: place?.district ?? '',
        state: place?.state ?? '',
        country: place ? COUNTRY_NAME : '',
      }),
      true,
    ),
  );

  const complete = shippingAddressSchema.isValidSync(form.values);
  const canSave = complete && (!savedId || form.dirty);

  const field = (name: keyof ShippingValues) => ({
    ...form.getFieldProps(name),
    error: fieldError(form, name),
  });

  return (
    <Screen
      title={TITLE}
      onBack={() => navigate(-1)}
      footer={
        <Button type="submit" form={formId} disabled={!canSave} busy={form.isSubmitting}>
          Save
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <div className={styles.row}>
          <TextField
            label="Full Name"
            autoComplete="name"
            autoCapitalize="words"
            {...field('name')}
            onChange={(event) => form.setFieldValue('name', withoutDigits(event.target.value))}
          />
          <TextField
            label="Mobile Number"
            prefix={COUNTRY_CODE}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...field('mobile')}
            onChange={(event) =>
              form.setFieldValue(
                'mobile',
                digitsOnly(event.target.value, ADDRESS_MOBILE_MAX_DIGITS),
              )
            }
          />
        </div>
        <TextField
          label="Building/House name"
          autoComplete="address-line1"
          {...field('address1')}
        />
        <div className={styles.row}>
          <TextField label="Area" autoComplete="address-line2" {...field('address2')} />
          <TextField label="Landmark (optional)" {...field('landmark')} />
        </div>
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('pincode')}
          onChange={(event) =>
            form.setFieldValue(
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
    </Screen>
  );
}
