import styles from './choice-cards.module.css';

export interface Choice<T extends string> {
  value: T;
  name: string;
  hint?: string;
}

/** Radio buttons drawn as cards: a fieldset whose legend names the choice. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  /** The radio group's name: unique on the screen. */
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>{choice.name}</span>
            {choice.hint && <span className={styles.muted}>{choice.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
