import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import {
  checkoutMessages,
  checkoutTexts,
  shopTexts,
  type NfcDetails,
  type Portfolio,
} from 'shared-contracts';
import {
  applyServerErrors,
  fieldError,
  fileRef,
  nameFieldProps,
  TextField,
  under,
  useFocusFirstInvalid,
  useTexts,
} from 'web-kit';
import {
  checkoutDetailsFrom,
  checkoutDetailsSchema,
  checkoutRequestParts,
  type BusinessPurchase as BusinessPurchaseParts,
  type CheckoutDetails,
} from '../utils/checkout-details';
import { BusinessPurchase } from './business-purchase';
import { CardPreviews, type CardPreviewsProps } from './card-previews';
import { NfcImageChoice } from './nfc-image-choice';
import styles from './nfc-details.module.css';

const BUSINESS_FIELDS = new Set(['businessPurchase', 'gstin', 'legalName']);

/**
 * A server path as the form's field: under the card details (a picture's parts name the picture),
 * or the business purchase's own, which are the request's top level.
 */
const toField = (path: string) =>
  BUSINESS_FIELDS.has(path) ? path : under('nfcDetails')(path)?.split('.')[0];

export interface NfcDetailsFormProps {
  /** The id the footer's Proceed To Pay button submits. */
  id: string;
  portfolio: Portfolio;
  /** The cart's cards, each previewed with the details as typed. */
  designs: CardPreviewsProps['lines'];
  /** Answers the failure when the order was refused, whose per-field messages the form shows. */
  onSubmit: (details: NfcDetails, business: BusinessPurchaseParts) => Promise<unknown>;
}

/**
 * "Your NFC Card Details": what is printed on the card, prefilled from the portfolio, then whether
 * it is a business purchase; checked with the schema the server uses, trimmed on submit. One form
 * around both cards, so Proceed To Pay judges them together and focus finds the first to fix.
 */
export function NfcDetailsForm({ id, portfolio, designs, onSubmit }: NfcDetailsFormProps) {
  const headingId = useId();
  const shop = useTexts(shopTexts);
  const texts = useTexts(checkoutTexts);
  const messages = useTexts(checkoutMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik<CheckoutDetails>({
    initialValues: checkoutDetailsFrom(portfolio),
    validationSchema: checkoutDetailsSchema,
    onSubmit: async (values, helpers) => {
      const { details, business } = checkoutRequestParts(values);
      const refusal = await onSubmit(details, business);
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
      ? messages.uploadMissing(label.toLowerCase())
      : error;
  };

  const image = (name: 'customerPhoto' | 'customerLogo', label: string, kind: 'photo' | 'logo') => (
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
    <form ref={formRef} id={id} onSubmit={form.handleSubmit} noValidate>
      <section className={styles.details} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {shop.nfcDetailsHeading}
        </h2>
        <CardPreviews lines={designs} values={form.values} />
        <div className={styles.body}>
          <div className={styles.images}>
            {image('customerPhoto', texts.photo, 'photo')}
            {image('customerLogo', texts.companyLogo, 'logo')}
          </div>
          <div className={styles.fields}>
            <TextField
              label={texts.fullName}
              {...nameFieldProps(form, 'customerName')}
              error={fieldError(form, 'customerName')}
            />
            <TextField
              label={texts.designation}
              autoComplete="organization-title"
              {...form.getFieldProps('designation')}
              error={fieldError(form, 'designation')}
            />
          </div>
        </div>
      </section>
      <BusinessPurchase form={form} />
    </form>
  );
}
