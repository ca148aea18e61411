import { useTexts } from 'web-kit';
import { useId } from 'react';
import {
  TEMPLATE_MODES,
  type Organisation,
  type TemplateField,
  type TemplateMode,
} from 'shared-contracts';
import styles from './card-template.module.css';
import { TemplateValue } from './template-value';
import { templateTexts } from './template-texts';

/** The brand colour is on every card or on none: the API refuses 'set' for it. */
const modesOf = (field: TemplateField): readonly TemplateMode[] =>
  field === 'brandColour' ? ['off', 'locked'] : TEMPLATE_MODES;

/**
 * One detail of the template: its name, the organisation's value of it, Off / Set / Locked as
 * radios drawn as a segmented control, and what the chosen one means for this detail.
 */
export function TemplateFieldChoice({
  field,
  mode,
  organisation,
  onChange,
}: {
  field: TemplateField;
  mode: TemplateMode;
  organisation: Organisation;
  onChange: (mode: TemplateMode) => void;
}) {
  const t = useTexts(templateTexts);
  const id = useId();
  const valueId = `${id}-value`;
  const meaningId = `${id}-meaning`;
  const meaning =
    field === 'brandColour'
      ? t.colourMeaning(mode, organisation.name)
      : t.meaning(mode, organisation.name);
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{t.fields[field]}</legend>
      <TemplateValue id={valueId} field={field} mode={mode} organisation={organisation} />
      <div className={styles.modes}>
        {modesOf(field).map((option) => (
          <label key={option} className={styles.mode}>
            <input
              type="radio"
              className={styles.radio}
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              aria-describedby={`${valueId} ${meaningId}`}
              onChange={() => onChange(option)}
            />
            <span className={styles.modeLabel}>{t.modes[option]}</span>
          </label>
        ))}
      </div>
      <p id={meaningId} className={styles.meaning}>
        {meaning}
      </p>
    </fieldset>
  );
}
