import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, TextField } from 'web-kit';
import { consoleTexts } from '../../../shared/messages';
import { queuePath } from '../../../shared/paths';
import type { QueueStatus } from '../../../shared/queue-status';
import styles from './queue.module.css';

/**
 * The search by order code, e-mail or phone: sent when submitted (no request per key), kept in the
 * address so the order's Back returns to the same results.
 */
export function QueueSearch({ status, q }: { status: QueueStatus; q: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(queuePath({ status, q: draft.trim() }));
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <div className={styles.searchField}>
        <TextField
          label={consoleTexts.search}
          hint={consoleTexts.searchHint}
          type="search"
          name="q"
          maxLength={100}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div className={styles.searchButtons}>
        <Button type="submit" block={false}>
          {consoleTexts.searchButton}
        </Button>
        {q && (
          <Button variant="secondary" block={false} onClick={() => navigate(queuePath({ status }))}>
            {consoleTexts.clearSearch}
          </Button>
        )}
      </div>
    </form>
  );
}
