import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  addressSchema,
  authToasts,
  shippingAddressOf,
  shippingAddressScreenTexts,
  type AddressBookEntry,
} from 'shared-contracts';
import {
  AddressFields,
  addressBookRequestOf,
  addressValuesOf,
  applyServerErrors,
  Button,
  errorMessage,
  Screen,
  Spinner,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
  withAddressFormNames,
  type AddressValues,
} from 'web-kit';
import { useGetAddressBookQuery, useSaveAddressMutation } from '../shared/address-book-api';
import styles from './edit-shipping-address-page.module.css';

export function EditShippingAddressPage() {
  const addressBook = useGetAddressBookQuery();
  const navigate = useNavigate();
  const texts = useTexts(shippingAddressScreenTexts);

  if (addressBook.isLoading) {
    return (
      <Screen title={texts.title} onBack={() => navigate(-1)}>
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
  const formRef = useRef<HTMLFormElement>(null);
  const texts = useTexts(shippingAddressScreenTexts);
  // Once saved, the address exists: a second Save updates it instead of creating another.
  const [savedId, setSavedId] = useState(entry?._id);

  const form = useFormik<AddressValues>({
    initialValues: addressValuesOf(entry),
    validationSchema: addressSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { result } = await saveAddress({
          id: savedId,
          body: addressBookRequestOf(values),
        }).unwrap();
        setSavedId(result._id);
        helpers.resetForm({ values });
        notify.success(authToasts.addressUpdated);
        navigate(-1);
      } catch (error) {
        notify.error(errorMessage(error, authToasts.addressUpdateFailed));
        applyServerErrors(withAddressFormNames(error), helpers);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  const complete = addressSchema.isValidSync(form.values);
  const canSave = complete && (!savedId || form.dirty);

  return (
    <Screen
      title={texts.title}
      onBack={() => navigate(-1)}
      footer={
        <Button type="submit" form={formId} disabled={!canSave} busy={form.isSubmitting}>
          {texts.save}
        </Button>
      }
    >
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <AddressFields form={form} contact landmark />
      </form>
    </Screen>
  );
}
