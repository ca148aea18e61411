import { shopTexts, SORT_KEYS, SORT_LABELS, type SortKey } from 'shared-contracts';
import { BottomSheet } from 'web-kit';
import styles from './sheets.module.css';

interface SortSheetProps {
  open: boolean;
  sort: SortKey;
  onChoose: (sort: SortKey) => void;
  onClose: () => void;
}

/** "Sort By": one tap on an order applies it and closes the sheet. */
export function SortSheet({ open, sort, onChoose, onClose }: SortSheetProps) {
  return (
    <BottomSheet open={open} title={shopTexts.sortBy} onClose={onClose}>
      <ul className={styles.options}>
        {SORT_KEYS.map((key) => (
          <li key={key}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={key === sort}
              onClick={() => onChoose(key)}
            >
              <span>{SORT_LABELS[key]}</span>
              <span className={styles.radio} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
