import { useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { organisationToasts, readMemberCsv, type MemberCsvPreview } from 'shared-contracts';
import { Button, errorMessage, fieldErrors, Screen, useNotify, useTexts } from 'web-kit';
import { teamsTexts } from '../../../shared/messages';
import { TEAMS_PATH } from '../../../shared/paths';
import { Refusal } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useInvitePeopleMutation } from '../api/invitations';
import { CsvPreviewTable } from './csv-preview-table';
import styles from './invitations.module.css';

type Reading =
  | { state: 'none' }
  | { state: 'failed' }
  | { state: 'read'; preview: MemberCsvPreview };

/**
 * `/teams/import`: a CSV of people (name, email, designation, phone) read here with the contracts'
 * `readMemberCsv`, which judges each row by the same invitation schema as the API. Every row is
 * shown with its errors before anything is sent; Invite sends the good rows only.
 */
export function ImportCsvPage() {
  const toasts = useTexts(organisationToasts);
  const t = useTexts(teamsTexts);
  const navigate = useNavigate();
  const notify = useNotify();
  const inputId = useId();
  const [reading, setReading] = useState<Reading>({ state: 'none' });
  const [invite, sending] = useInvitePeopleMutation();
  const [members, setMembers] = useState<string[]>([]);
  const preview = reading.state === 'read' ? reading.preview : null;
  const valid = preview?.valid ?? [];
  const refusal = sending.error ? refusalOfRows(sending.error, t.inviteFailed) : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    sending.reset();
    setMembers([]);
    if (!file) return setReading({ state: 'none' });
    try {
      setReading({ state: 'read', preview: readMemberCsv(await file.text()) });
    } catch {
      setReading({ state: 'failed' });
    }
  };

  const send = async () => {
    try {
      const { result, message } = await invite({ people: valid }).unwrap();
      notify.success(message ?? toasts.invited(result.sent));
      if (result.alreadyMembers.length > 0) setMembers(result.alreadyMembers);
      else navigate(TEAMS_PATH);
    } catch {
      // Shown under the preview.
    }
  };

  return (
    <Screen
      title={t.importHeading}
      onBack={() => navigate(TEAMS_PATH)}
      footer={
        preview && preview.rows.length > 0 ? (
          <Button
            disabled={valid.length === 0}
            busy={sending.isLoading}
            busyLabel={t.sending}
            onClick={() => void send()}
          >
            {t.invitePeople(valid.length)}
          </Button>
        ) : undefined
      }
    >
      <p className={shared.intro}>{t.importIntro}</p>
      <div className={styles.file}>
        <label className={styles.fileLabel} htmlFor={inputId}>
          {t.chooseFile}
        </label>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event)}
        />
      </div>
      {reading.state === 'failed' && <Refusal message={t.readFailed} />}
      {preview && preview.fileErrors.length > 0 && (
        <div className={styles.fileErrors} role="alert">
          {preview.fileErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {preview && preview.rows.length > 0 && (
        <>
          <p className={styles.counts} role="status">
            {t.counts(valid.length, preview.rows.length - valid.length)}
          </p>
          {valid.length < preview.rows.length && (
            <p className={shared.note}>{t.errorRowsLeftOut}</p>
          )}
          <CsvPreviewTable rows={preview.rows} />
        </>
      )}
      {refusal && <Refusal message={refusal} />}
      {members.length > 0 && (
        <p className={shared.note} role="status">
          {t.alreadyMembers(members.join(', '))}
        </p>
      )}
    </Screen>
  );
}

/**
 * The server's refusal of the rows sent: its words and what it said of each row
 * (`people[3].email`), which has no field here to go onto; each message once.
 */
function refusalOfRows(error: unknown, fallback: string): string {
  const messages = [errorMessage(error, fallback), ...Object.values(fieldErrors(error))];
  return [...new Set(messages)].join('; ');
}
