import { useEffect, useId, useState } from 'react';
import { visibilityTexts, type OwnPortfolio } from 'shared-contracts';
import { useNotify, useTexts } from 'web-kit';
import { useUpdatePortfolioMutation } from '../../features/shared/portfolio-queries';
import styles from './edit-portfolio.module.css';

/**
 * "Show my card in search engines": off by default, so a card is found by those given its link
 * and not by anyone who searches the person's name. Saved at once, like the theme.
 */
export function SearchSwitch({ portfolio }: { portfolio: OwnPortfolio | undefined }) {
  const [updatePortfolio] = useUpdatePortfolioMutation();
  const notify = useNotify();
  const texts = useTexts(visibilityTexts);
  const labelId = useId();
  const hintId = useId();
  // What the person chose, shown until the reloaded portfolio says the same.
  const [choice, setChoice] = useState<boolean | null>(null);
  const saved = portfolio?.searchable ?? false;
  const on = choice ?? saved;
  useEffect(() => {
    if (choice === saved) setChoice(null);
  }, [choice, saved]);

  const toggle = () => {
    const next = !on;
    setChoice(next);
    updatePortfolio({ searchable: next })
      .unwrap()
      .then((answer) => setChoice(answer.result.portfolio.searchable))
      .catch(() => {
        setChoice(null);
        notify.error(visibilityTexts.searchSaveFailed);
      });
  };

  return (
    <div className={styles.settingRow}>
      <span className={styles.settingText}>
        <span className={styles.themeLabel} id={labelId}>
          {texts.searchLabel}
        </span>
        <span className={styles.muted} id={hintId}>
          {texts.searchHint}
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className={styles.switch}
        disabled={!portfolio}
        onClick={toggle}
      >
        <span className={styles.knob} />
      </button>
    </div>
  );
}
