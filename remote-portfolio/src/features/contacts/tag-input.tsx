import { useState } from 'react';
import { CONTACT_TAG_MAX_LENGTH, CONTACT_TAGS_MAX, contactFormTexts } from 'shared-contracts';
import { Button, TextField, useTexts } from 'web-kit';
import styles from './contacts.module.css';

/**
 * Tags typed one at a time (Enter or Add), each shown as a chip with its own remove button. The
 * same tag twice, however capitalised, is kept once, as the server keeps it.
 */
export function TagInput({
  tags,
  error,
  onChange,
}: {
  tags: string[];
  error?: string;
  onChange: (tags: string[]) => void;
}) {
  const texts = useTexts(contactFormTexts);
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (!tags.some((t) => t.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setDraft('');
  };
  return (
    <fieldset className={styles.tagField}>
      <legend className={styles.legend}>{texts.tags}</legend>
      {tags.length > 0 && (
        <ul className={styles.chips}>
          {tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              {tag}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={texts.removeTag(tag)}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tagRow}>
        <TextField
          label={texts.newTag}
          value={draft}
          maxLength={CONTACT_TAG_MAX_LENGTH}
          disabled={tags.length >= CONTACT_TAGS_MAX}
          error={error}
          enterKeyHint="done"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the tag; it does not send the whole form.
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" block={false} className={styles.tagAdd} onClick={add}>
          {texts.addTag}
        </Button>
      </div>
    </fieldset>
  );
}
