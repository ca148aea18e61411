import type { FormikProps } from 'formik';
import { formatPrice, PLACEHOLDER_PRODUCT_IMAGE, type Product } from 'shared-contracts';
import { fieldError, fileUrl, Spinner, useTexts } from 'web-kit';
import { LoadFailed } from '../../../shared/load-failed';
import shared from '../../../shared/teams.module.css';
import type { OrderValues } from '../utils/order-values';
import { cardOrdersTexts } from './card-orders-texts';
import styles from './card-orders.module.css';

/**
 * The design every card of the order is printed as: the shop's products as radios, each with its
 * picture, name and price a card. Its sale price goes with the choice, for the total.
 */
export function DesignChoice({
  form,
  designs,
  error,
  onRetry,
}: {
  form: FormikProps<OrderValues>;
  designs: Product[] | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useTexts(cardOrdersTexts);
  const problem = fieldError(form, 'productId');
  return (
    <fieldset className={styles.group}>
      <legend className={`${shared.sectionHeading} ${styles.legend}`}>{t.design}</legend>
      {!designs &&
        (error ? (
          <LoadFailed error={error} message={t.designsFailed} onRetry={onRetry} />
        ) : (
          <Spinner label={t.designsLoading} />
        ))}
      {designs?.length === 0 && <p className={shared.note}>{t.noDesigns}</p>}
      {designs && designs.length > 0 && (
        <div className={styles.designs}>
          {designs.map((design) => (
            <label key={design._id} className={styles.design}>
              <input
                type="radio"
                name="productId"
                value={design._id}
                className={styles.designRadio}
                checked={form.values.productId === design._id}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'design-error' : undefined}
                onChange={() =>
                  void form.setValues((current) => ({
                    ...current,
                    productId: design._id,
                    unitPrice: design.salePrice,
                  }))
                }
              />
              <img
                className={styles.designImage}
                src={fileUrl(design.productImages[0]?.key, 400) ?? PLACEHOLDER_PRODUCT_IMAGE}
                alt=""
                width={160}
                height={100}
                loading="lazy"
              />
              <span className={styles.designName}>{design.name}</span>
              <span className={styles.designPrice}>{t.perCard(formatPrice(design.salePrice))}</span>
            </label>
          ))}
        </div>
      )}
      {problem && (
        <p id="design-error" className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
