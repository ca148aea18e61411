import { useEffect, useId, useState } from 'react';
import { filterTexts, shopTexts } from 'shared-contracts';
import { BottomSheet, Button, useTexts } from 'web-kit';
import { useGetProductCategoriesQuery } from '../api/get-product-categories';
import styles from './sheets.module.css';

interface FilterSheetProps {
  /** The applied category id, or '' for all. */
  category: string;
  onApply: (category: string) => void;
  onClose: () => void;
}

/**
 * "Filters": one design type (category) to narrow the list to, as a radio group of chips (All
 * designs first). A chip only marks the choice; APPLY applies it and RESET clears it. Mounted
 * while open, so each opening starts from the applied choice. A failed category load is logged and shows as no chips (spec, section 8).
 */
export function FilterSheet({ category, onApply, onClose }: FilterSheetProps) {
  const [chosen, setChosen] = useState(category);
  const group = useId();
  const shop = useTexts(shopTexts);
  const texts = useTexts(filterTexts);
  const { data: categories = [], isLoading, error } = useGetProductCategoriesQuery();

  useEffect(() => {
    if (error) console.error('Product categories failed to load', error);
  }, [error]);

  return (
    <BottomSheet open title={shop.filters} onClose={onClose}>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{texts.designType}</legend>
        {isLoading ? (
          <p className={styles.note} role="status">
            {shop.loading}
          </p>
        ) : categories.length === 0 ? (
          <p className={styles.note}>{texts.noDesignTypes}</p>
        ) : (
          <div className={styles.chips}>
            {[{ _id: '', name: texts.allDesigns }, ...categories].map((item) => (
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
          {shop.reset}
        </Button>
        <Button onClick={() => onApply(chosen)}>{shop.apply}</Button>
      </div>
    </BottomSheet>
  );
}
