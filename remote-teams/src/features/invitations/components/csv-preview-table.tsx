import { useTexts } from 'web-kit';
import type { MemberCsvRow } from 'shared-contracts';
import { teamsTexts } from '../../../shared/messages';
import styles from './invitations.module.css';

/**
 * Every row of the file as the spreadsheet numbers it, what it holds and why it cannot be invited
 * (or Ready): one table a phone scrolls down, never sideways.
 */
export function CsvPreviewTable({ rows }: { rows: MemberCsvRow[] }) {
  const t = useTexts(teamsTexts);
  return (
    <div className={styles.previewCard}>
      <table className={styles.preview}>
        <caption className={styles.caption}>{t.preview}</caption>
        <thead>
          <tr>
            <th scope="col">{t.row}</th>
            <th scope="col">{t.person}</th>
            <th scope="col">{t.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, person, errors }) => (
            <tr key={row} className={errors.length > 0 ? styles.bad : undefined}>
              <th scope="row">{row}</th>
              <td>
                <span className={styles.personName}>{person.name}</span>
                {[person.email, person.designation, person.phone].filter(Boolean).map((line) => (
                  <span key={line} className={styles.personLine}>
                    {line}
                  </span>
                ))}
              </td>
              <td>
                {errors.length === 0 ? (
                  <span className={styles.ready}>{t.ready}</span>
                ) : (
                  <ul className={styles.errors}>
                    {errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
