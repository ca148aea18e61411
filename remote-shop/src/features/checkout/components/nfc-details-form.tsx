import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import {
  checkoutTexts,
  nfcDetailsSchema,
  shopTexts,
  type NfcDetails,
  type Portfolio,
} from 'shared-contracts';
import {
  applyServerErrors,
  fieldError,
  fileRef,
  TextField,
  under,
  useFocusFirstInvalid,
} from 'web-kit';
import { checkoutMessages } from '../checkout-messages';
import { nfcDetailsFrom } from '../utils/nfc-details-values';
import { NfcImageChoice } from './nfc-image-choice';
import styles from './nfc-details.module.css';

/** A server path under the card details, as the form's field: a picture's parts name the picture. */
const toField = (path: string) => under('nfcDetails')(path)?.split('.')[0];

export interface NfcDetailsFormProps {
  /** The id the footer's Proceed To Pay button submits. */
  id: string;
  portfolio: Portfolio;
  /** Answers the failure when the order was refused, whose per-field messages the form shows. */
  onSubmit: (details: NfcDetails) => Promise<unknown>;
}

/**
 * "Your NFC Card Details": what is printed on the card, prefilled from the portfolio and checked
 * with the schema the server uses; trimmed on submit.
 */
export function NfcDetailsForm({ id, portfolio, onSubmit }: NfcDetailsFormProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik<NfcDetails>({
    initialValues: nfcDetailsFrom(portfolio),
    validationSchema: nfcDetailsSchema,
    onSubmit: async (values, helpers) => {
      const refusal = await onSubmit(nfcDetailsSchema.cast(values) as NfcDetails);
      applyServerErrors(refusal, helpers, toField);
    },
  });

  // After a refused submit (the schema's or the server's), focus goes to the first field to fix.
  useFocusFirstInvalid(formRef, form);

  /** An upload chosen but not made yet says so, rather than the schema's "not your upload". */
  const imageError = (name: 'customerPhoto' | 'customerLogo', label: string) => {
    const error = fieldError(form, name);
    const value = form.values[name];
    return error && value.source === 'order' && !value.image
      ? checkoutMessages.uploadMissing(label)
      : error;
  };

  const image = (name: 'customerPhoto' | 'customerLogo', label: string, kind: 'image' | 'logo') => (
    <NfcImageChoice
      label={label}
      kind={kind}
      portfolioImage={fileRef(
        name === 'customerPhoto'
          ? portfolio.personalInfo?.profilePicture
          : portfolio.workInfo?.companyLogo,
      )}
      value={form.values[name]}
      onChange={(value) => void form.setFieldValue(name, value)}
      error={imageError(name, label)}
    />
  );

  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {shopTexts.nfcDetailsHeading}
      </h2>
      <form ref={formRef} id={id} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <div className={styles.images}>
          {image('customerPhoto', checkoutTexts.photo, 'image')}
          {image('customerLogo', checkoutTexts.companyLogo, 'logo')}
        </div>
        <div className={styles.fields}>
          <TextField
            label={checkoutTexts.fullName}
            autoComplete="name"
            {...form.getFieldProps('customerName')}
            error={fieldError(form, 'customerName')}
          />
          <TextField
            label={checkoutTexts.designation}
            autoComplete="organization-title"
            {...form.getFieldProps('designation')}
            error={fieldError(form, 'designation')}
          />
        </div>
      </form>
    </section>
  );
}
