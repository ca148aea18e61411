import { getIn, useFormik, type FormikProps } from 'formik';
import { useId, useRef } from 'react';
import {
  checkoutTexts,
  nfcDetailsSchema,
  shopTexts,
  type NfcDetails,
  type Portfolio,
} from 'shared-contracts';
import { TextField, useFocusFirstInvalid } from 'web-kit';
import { checkoutMessages } from '../checkout-messages';
import { imageRef, nfcDetailsFrom } from '../utils/nfc-details-values';
import { NfcImageChoice } from './nfc-image-choice';
import styles from './nfc-details.module.css';

/** The server's field paths for the card details start with this; the form's do not. */
const SERVER_PREFIX = 'nfcDetails.';

export interface NfcDetailsFormProps {
  /** The id the footer's Proceed To Pay button submits. */
  id: string;
  portfolio: Portfolio;
  /** Answers the server's per-field messages when the order was refused. */
  onSubmit: (details: NfcDetails) => Promise<Record<string, string>>;
}

/** A field's message once it was touched (left, or a submit was tried). */
function fieldError(form: FormikProps<NfcDetails>, name: keyof NfcDetails): string | undefined {
  const error: unknown = getIn(form.errors, name);
  return getIn(form.touched, name) && typeof error === 'string' ? error : undefined;
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
      const fields = await onSubmit(nfcDetailsSchema.cast(values) as NfcDetails);
      for (const [path, message] of Object.entries(fields)) {
        if (!path.startsWith(SERVER_PREFIX)) continue;
        const field = path.slice(SERVER_PREFIX.length).split('.')[0]!;
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      }
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
      portfolioImage={imageRef(
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
