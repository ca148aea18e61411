import { useId } from 'react';
import { cartMessages, MAX_CART_LINE_QUANTITY, shopErrors } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { MinusIcon, PlusIcon, TrashIcon } from './cart-icons';
import styles from './cart-page.module.css';

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  busy: boolean;
  onDecrement: () => void;
  onIncrement: () => void;
  /** At quantity 1 the minus button becomes a trash button that removes the line. */
  onRemove: () => void;
}

export function QuantityStepper({
  name,
  quantity,
  busy,
  onDecrement,
  onIncrement,
  onRemove,
}: QuantityStepperProps) {
  const shown = Math.max(1, quantity);
  const atOne = shown === 1;
  const atMax = shown >= MAX_CART_LINE_QUANTITY;
  const hintId = useId();
  const texts = useTexts(cartMessages);
  const errors = useTexts(shopErrors);
  return (
    <div className={styles.stepperWrap}>
      <div
        className={styles.stepper}
        role="group"
        aria-label={texts.quantityOf(name)}
        aria-busy={busy}
      >
        <button
          type="button"
          className={atOne ? `${styles.stepButton} ${styles.trash}` : styles.stepButton}
          aria-label={atOne ? texts.removeLine(name) : texts.decrease(name)}
          onClick={atOne ? onRemove : onDecrement}
        >
          {atOne ? <TrashIcon /> : <MinusIcon />}
        </button>
        <output
          className={styles.quantity}
          aria-live="polite"
          aria-label={texts.quantityShown(shown)}
        >
          {shown}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={texts.increase(name)}
          aria-describedby={atMax ? hintId : undefined}
          disabled={atMax}
          onClick={onIncrement}
        >
          <PlusIcon />
        </button>
      </div>
      {atMax && (
        <p id={hintId} className={styles.maxHint}>
          {errors.quantityLimit}
        </p>
      )}
    </div>
  );
}
