import { useId } from 'react';
import { sectionFieldTexts, visibilityTexts, type ContactField } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './card-switches.module.css';

/** The switches of one section page: what each is called there, and their state. */
export interface CardSwitches<Field extends string = ContactField> {
  fields: ReadonlyArray<{ field: Field; label: string }>;
  shown: Partial<Record<Field, boolean>>;
  set(field: Field, shown: boolean): void;
}

/**
 * "Show on card", once per contact field (or social link) of the page, grouped under the page's fields: the person
 * decides, field by field, what a stranger with their link can read. Saved with the page.
 */
export function CardSwitchList<Field extends string>({ fields, shown, set }: CardSwitches<Field>) {
  const legendId = useId();
  const texts = useTexts(visibilityTexts);
  const { onCard } = useTexts(sectionFieldTexts);
  if (fields.length === 0) return null;
  return (
    <fieldset className={styles.group} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {texts.showOnCard}
      </legend>
      <ul className={styles.list}>
        {fields.map(({ field, label }) => {
          const on = shown[field] !== false;
          const noteId = `${legendId}-${field}`;
          return (
            <li key={field} className={styles.item}>
              <label className={styles.row}>
                <span className={styles.text}>
                  <span className={styles.label}>
                    {label}{' '}
                    {/* The switch's name says what it does, apart from the field's own input. */}
                    <span className="tf-visually-hidden">{onCard}</span>
                  </span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={on}
                  aria-describedby={on ? undefined : noteId}
                  onChange={(event) => set(field, event.currentTarget.checked)}
                />
              </label>
              {!on && (
                <p id={noteId} className={styles.note}>
                  {texts.hiddenNote}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
