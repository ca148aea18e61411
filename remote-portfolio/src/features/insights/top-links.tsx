import { useId } from 'react';
import { insightsScreenTexts, insightsTexts, type InsightsResult } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { formatCount, linkLabel } from './insight-labels';
import styles from './insights.module.css';

/** Which links people tapped, most first, each with a bar against the most tapped. */
export function TopLinks({ topLinks }: { topLinks: InsightsResult['topLinks'] }) {
  const titleId = useId();
  const texts = useTexts(insightsTexts);
  const { links: names } = useTexts(insightsScreenTexts);
  // The API sends them most first; sorting again keeps the list right if it ever does not.
  const links = [...topLinks].filter((l) => l.taps > 0).sort((a, b) => b.taps - a.taps);
  const most = links[0]?.taps ?? 0;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 className={styles.cardTitle} id={titleId}>
        {texts.topLinks}
      </h2>
      {links.length === 0 ? (
        <p className={styles.empty}>{texts.noTaps}</p>
      ) : (
        <ol className={styles.links} aria-labelledby={titleId}>
          {links.map(({ link, taps }) => (
            <li key={link} className={styles.link}>
              <span className={styles.linkName}>{linkLabel(link, names)}</span>
              <span className={styles.linkTaps}>{formatCount(taps)}</span>
              <span
                className={styles.linkBar}
                style={{ width: `${Math.max(4, (taps / most) * 100)}%` }}
                aria-hidden="true"
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
