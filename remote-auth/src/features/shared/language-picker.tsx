import { useId, useState } from 'react';
import {
  isLanguage,
  LANGUAGES,
  languageNames,
  languagePickerTexts,
  type Language,
} from 'shared-contracts';
import { useChangeLanguage, useLanguage, useTexts } from 'web-kit';
import styles from './language-picker.module.css';

export interface LanguagePickerProps {
  /** After the app has switched to the chosen language (Account saves it to the profile). */
  onChanged?: (language: Language) => void;
  className?: string;
}

/**
 * The app's language, each one named in its own script so a person finds theirs whatever the
 * screen is in. The whole app switches once the language's texts have arrived, with no reload.
 */
export function LanguagePicker({ onChanged, className }: LanguagePickerProps) {
  const texts = useTexts(languagePickerTexts);
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const id = useId();
  // The choice shows at once; the screens follow when its texts have loaded.
  const [chosen, setChosen] = useState<Language | null>(null);

  const choose = async (next: Language) => {
    setChosen(next);
    try {
      await changeLanguage(next);
      onChanged?.(next);
    } catch (error) {
      console.error(`The ${next} texts could not be loaded`, error);
    } finally {
      setChosen(null);
    }
  };

  return (
    <div className={className ? `${styles.picker} ${className}` : styles.picker}>
      <label className={styles.label} htmlFor={id}>
        {texts.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={chosen ?? language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next) && next !== language) void choose(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
