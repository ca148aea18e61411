import { useEffect, useId, useState } from 'react';
import { shopTexts } from 'shared-contracts';
import { BottomSheet, Button } from 'web-kit';
import { useGetProductCategoriesQuery } from '../api/get-product-categories';
import styles from './sheets.module.css';

interface FilterSheetProps {
  /** The applied category id, or '' for all. */
  category: string;
  onApply: (category: string) => void;
  onClose: () => void;
}

/**
 * "Filters": one design type (category) to narrow the list to. A chip only marks the choice;
 * APPLY applies it and RESET clears it. Mounted while open, so each opening starts from the
 * applied choice. A failed category load is logged and shows as no chips (spec, section 8).
 */
export function FilterSheet({ category, onApply, onClose }: FilterSheetProps) {
  const [chosen, setChosen] = useState(category);
  const groupTitle = useId();
  const { data: categories = [], isLoading, error } = useGetProductCategoriesQuery();

  useEffect(() => {
    if (error) console.error('Product categories failed to load', error);
  }, [error]);

  return (
    <BottomSheet open title={shopTexts.filters} onClose={onClose}>
      <h3 className={styles.groupTitle} id={groupTitle}>
        Design type
      </h3>
      {isLoading ? (
        <p className={styles.note} role="status">
          {shopTexts.loading}
        </p>
      ) : categories.length === 0 ? (
        <p className={styles.note}>No design types to filter by yet.</p>
      ) : (
        <ul className={styles.chips} aria-labelledby={groupTitle}>
          {categories.map((item) => (
            <li key={item._id}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={item._id === chosen}
                onClick={() => setChosen(item._id === chosen ? '' : item._id)}
              >
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setChosen('')}>
          {shopTexts.reset}
        </Button>
        <Button onClick={() => onApply(chosen)}>{shopTexts.apply}</Button>
      </div>
    </BottomSheet>
  );
}
