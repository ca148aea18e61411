import { controlTexts } from 'shared-contracts';
import { useTexts } from '../i18n/use-texts';
import { CheckIcon, DotIcon } from './icons';
import styles from './ui.module.css';

export interface ChecklistProps {
  items: { label: string; met: boolean }[];
  label: string;
}

/** The live password requirements: each rule ticks as it is met. */
export function Checklist({ items, label }: ChecklistProps) {
  const texts = useTexts(controlTexts);
  return (
    <ul className={styles.checklist} aria-label={label}>
      {items.map((item) => (
        <li
          key={item.label}
          className={`${styles.checkItem} ${item.met ? styles.checkMet : ''}`}
          data-met={item.met}
        >
          {item.met ? <CheckIcon width={16} height={16} /> : <DotIcon width={16} height={16} />}
          <span>
            {item.label}
            <span className="tf-visually-hidden">{` (${item.met ? texts.met : texts.notMet})`}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
