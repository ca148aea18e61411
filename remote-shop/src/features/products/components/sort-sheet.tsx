import type { KeyboardEvent } from 'react';
import { shopTexts, SORT_KEYS, sortTexts, type SortKey } from 'shared-contracts';
import { BottomSheet, useTexts } from 'web-kit';
import styles from './sheets.module.css';

interface SortSheetProps {
  open: boolean;
  sort: SortKey;
  onChoose: (sort: SortKey) => void;
  onClose: () => void;
}

const NEXT_KEYS: Record<string, number> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/**
 * Moves focus along the group, wrapping at the ends. Only focus: choosing closes the sheet, so
 * it waits for Space, Enter or a tap rather than following the arrows as native radios would.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
  const at = options.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const step = NEXT_KEYS[event.key];
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? options.length - 1
        : step === undefined
          ? undefined
          : (at + step + options.length) % options.length;
  if (to === undefined) return;
  event.preventDefault();
  options[to]?.focus();
}

/** "Sort By": one tap on an order applies it and closes the sheet. */
export function SortSheet({ open, sort, onChoose, onClose }: SortSheetProps) {
  const shop = useTexts(shopTexts);
  const labels = useTexts(sortTexts);
  return (
    <BottomSheet open={open} title={shop.sortBy} onClose={onClose}>
      {/* Tab reaches the chosen order only (one stop); the arrows move among the rest. */}
      <div
        className={styles.options}
        role="radiogroup"
        aria-label={shop.sortBy}
        onKeyDown={moveFocus}
      >
        {SORT_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            role="radio"
            className={styles.option}
            aria-checked={key === sort}
            tabIndex={key === sort ? 0 : -1}
            onClick={() => onChoose(key)}
          >
            <span>{labels[key]}</span>
            <span className={styles.radio} aria-hidden="true" />
          </button>
        ))}
      </div>
    </BottomSheet>
  );
}
