import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, TextField } from 'web-kit';
import { teamsTexts as t } from '../../../shared/messages';
import { listPath, TEAMS_PATH } from '../../../shared/paths';
import styles from './members.module.css';

/**
 * The members' search by part of a name or an e-mail: sent when submitted (no request per key), and
 * kept in the address with the page, so coming back from a screen finds the same results.
 */
export function MembersSearch({ q }: { q: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(listPath(TEAMS_PATH, { q: draft.trim() }));
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <div className={styles.searchField}>
        <TextField
          label={t.searchMembers}
          type="search"
          name="q"
          maxLength={100}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div className={styles.searchButtons}>
        <Button type="submit" variant="secondary" block={false}>
          {t.search}
        </Button>
        {q && (
          <Button variant="ghost" block={false} onClick={() => navigate(TEAMS_PATH)}>
            {t.clearSearch}
          </Button>
        )}
      </div>
    </form>
  );
}
