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

const filterTexts = { designType: 'Design type', allDesigns: 'All designs' } as const;

/**
 * "Filters": one design type (category) to narrow the list to, as a radio group of chips (All
 * designs first). A chip only marks the choice; APPLY applies it and RESET clears it. Mounted
 * while open, so each opening starts from the applied choice. A failed category load is logged and shows as no chips (spec, section 8).
 */
export function FilterSheet({ category, onApply, onClose }: FilterSheetProps) {
  const [chosen, setChosen] = useState(category);
  const group = useId();
  const { data: categories = [], isLoading, error } = useGetProductCategoriesQuery();

  useEffect(() => {
    if (error) console.error('Product categories failed to load', error);
  }, [error]);

  return (
    <BottomSheet open title={shopTexts.filters} onClose={onClose}>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{filterTexts.designType}</legend>
        {isLoading ? (
          <p className={styles.note} role="status">
            {shopTexts.loading}
          </p>
        ) : categories.length === 0 ? (
          <p className={styles.note}>No design types to filter by yet.</p>
        ) : (
          <div className={styles.chips}>
            {[{ _id: '', name: filterTexts.allDesigns }, ...categories].map((item) => (
              <label key={item._id} className={styles.chip}>
                <input
                  type="radio"
                  className={styles.chipInput}
                  name={group}
                  value={item._id}
                  checked={item._id === chosen}
                  onChange={() => setChosen(item._id)}
                />
                <span className={styles.chipText}>{item.name}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setChosen('')}>
          {shopTexts.reset}
        </Button>
        <Button onClick={() => onApply(chosen)}>{shopTexts.apply}</Button>
      </div>
    </BottomSheet>
  );
}
