import type { FormikProps } from 'formik';
import { invoiceTexts } from 'shared-contracts';
import { fieldError, TextField, useTexts } from 'web-kit';
import type { CheckoutDetails } from '../utils/checkout-details';
import styles from './business-purchase.module.css';

/**
 * "Business purchase": ticked, the tax invoice is made out to a GSTIN and a legal name, asked for
 * right under the box; unticked, they are neither shown nor sent.
 */
export function BusinessPurchase({ form }: { form: FormikProps<CheckoutDetails> }) {
  const ticked = form.values.businessPurchase;
  const texts = useTexts(invoiceTexts);
  return (
    <section className={styles.business} aria-label={texts.businessPurchase}>
      <label className={styles.tick}>
        <input
          type="checkbox"
          className={styles.checkbox}
          {...form.getFieldProps({ name: 'businessPurchase', type: 'checkbox' })}
        />
        {texts.businessPurchase}
      </label>
      {ticked && (
        <div className={styles.fields}>
          <TextField
            label={texts.gstinLabel}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck="false"
            {...form.getFieldProps('gstin')}
            error={fieldError(form, 'gstin')}
          />
          <TextField
            label={texts.legalNameLabel}
            autoComplete="organization"
            {...form.getFieldProps('legalName')}
            error={fieldError(form, 'legalName')}
          />
        </div>
      )}
    </section>
  );
}
