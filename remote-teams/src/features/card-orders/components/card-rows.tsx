import type { FormikProps } from 'formik';
import { fieldError, nameFieldProps, TextField, useTexts } from 'web-kit';
import shared from '../../../shared/teams.module.css';
import type { OrderValues } from '../utils/order-values';
import { cardOrdersTexts } from './card-orders-texts';
import styles from './card-orders.module.css';

/**
 * A row per member chosen: the name and designation printed on their card (checked with the same
 * schema as the API's, each message on its row's field), whether their photo is printed too, and
 * Leave out.
 */
export function CardRows({ form }: { form: FormikProps<OrderValues> }) {
  const t = useTexts(cardOrdersTexts);
  const { cards } = form.values;
  const leaveOut = (userId: string) =>
    void form.setFieldValue(
      'cards',
      cards.filter((card) => card.userId !== userId),
    );
  return (
    <section className={styles.group} aria-labelledby="order-cards-heading">
      <h2 id="order-cards-heading" className={`${shared.sectionHeading} ${styles.legend}`}>
        {t.cards}
      </h2>
      <p className={shared.note}>{cards.length > 0 ? t.cardsHint : t.noCards}</p>
      {cards.map((card, index) => {
        const path = (field: string) => `cards.${index}.${field}`;
        return (
          <fieldset key={card.userId} className={`${shared.card} ${styles.row}`}>
            <legend className={styles.rowLegend}>
              <span className={shared.itemName}>{card.memberName}</span>
            </legend>
            <p className={`${shared.itemLine} ${styles.rowEmail}`}>{card.email}</p>
            <TextField
              label={t.nameOnCard}
              {...nameFieldProps(form, path('customerName'))}
              autoComplete="off"
              error={fieldError(form, path('customerName'))}
            />
            <TextField
              label={t.designation}
              autoComplete="off"
              {...form.getFieldProps(path('designation'))}
              error={fieldError(form, path('designation'))}
            />
            <div className={styles.rowFoot}>
              <label className={styles.tick}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  {...form.getFieldProps({ name: path('withPhoto'), type: 'checkbox' })}
                />
                <span className={styles.tickText}>
                  <span>{t.printPhoto}</span>
                  <span className={shared.itemLine}>{t.printPhotoHint}</span>
                </span>
              </label>
              <button
                type="button"
                className={shared.pill}
                aria-label={t.leaveOutOf(card.memberName)}
                onClick={() => leaveOut(card.userId)}
              >
                {t.leaveOut}
              </button>
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}
