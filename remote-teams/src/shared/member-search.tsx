import { useState, type KeyboardEvent } from 'react';
import { Button, TextField } from 'web-kit';
import styles from './member-search.module.css';

interface MemberSearchTexts {
  label: string;
  search: string;
  /** Shown beside Search while a search is in force; without it, no way to clear but the field. */
  clear?: string;
}

/**
 * The search of members by part of a name or an e-mail, as the console, a bulk order's members
 * and a card's move each show it: sent by its button or Enter (no request per key), never as a
 * form of its own, so it may stand inside another form (the order's).
 */
export function MemberSearch({
  q,
  onSearch,
  texts,
}: {
  q: string;
  onSearch: (q: string) => void;
  texts: MemberSearchTexts;
}) {
  const [draft, setDraft] = useState(q);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <div role="search" className={styles.search}>
      <div className={styles.searchField}>
        <TextField
          label={texts.label}
          type="search"
          maxLength={100}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className={styles.searchButtons}>
        <Button variant="secondary" block={false} onClick={() => onSearch(draft)}>
          {texts.search}
        </Button>
        {q && texts.clear && (
          <Button variant="ghost" block={false} onClick={() => onSearch('')}>
            {texts.clear}
          </Button>
        )}
      </div>
    </div>
  );
}
