import { useCallback, useState } from 'react';
import { filterTexts, shopTexts, sortTexts, type SortKey } from 'shared-contracts';
import { usePageTitle, useTexts } from 'web-kit';
import { useProductFilters } from '../hooks/use-product-filters';
import { FilterSheet } from './filter-sheet';
import { FilterIcon, SortIcon } from './icons';
import { ListHeader } from './list-header';
import { ProductResults } from './product-results';
import { SortSheet } from './sort-sheet';
import styles from './product-list.module.css';

type Sheet = 'sort' | 'filter' | null;

/** `/products`, "Explore Cards": search, sort, filter and the grid of card designs. */
export function ProductListPage() {
  const shop = useTexts(shopTexts);
  const sortLabels = useTexts(sortTexts);
  const filter = useTexts(filterTexts);
  usePageTitle(shop.exploreHeading);
  const [filters, changeFilters] = useProductFilters();
  const [sheet, setSheet] = useState<Sheet>(null);
  const closeSheet = useCallback(() => setSheet(null), []);
  const onSearch = useCallback((search: string) => changeFilters({ search }), [changeFilters]);

  const chooseSort = (sort: SortKey) => {
    changeFilters({ sort });
    setSheet(null);
  };
  const applyCategory = (category: string) => {
    changeFilters({ category });
    setSheet(null);
  };

  return (
    <div className={styles.page}>
      <ListHeader search={filters.search} onSearch={onSearch} />
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.tool}
          onClick={() => setSheet('sort')}
          aria-haspopup="dialog"
        >
          <SortIcon />
          <span className={styles.toolText}>
            <span className={styles.toolLabel}>{shop.sort}</span>
            <span className={styles.toolValue}>{sortLabels[filters.sort]}</span>
          </span>
        </button>
        <span className={styles.toolDivider} aria-hidden="true" />
        <button
          type="button"
          className={styles.tool}
          onClick={() => setSheet('filter')}
          aria-haspopup="dialog"
        >
          <FilterIcon />
          <span className={styles.toolText}>
            <span className={styles.toolLabel}>{shop.filter}</span>
            <span className={styles.toolValue}>
              {filters.category ? filter.oneDesignType : filter.allDesigns}
            </span>
          </span>
        </button>
      </div>

      <main className={styles.main}>
        <ProductResults
          filters={filters}
          onClearFilters={() => changeFilters({ search: '', category: '' })}
        />
      </main>

      <SortSheet
        open={sheet === 'sort'}
        sort={filters.sort}
        onChoose={chooseSort}
        onClose={closeSheet}
      />
      {sheet === 'filter' && (
        <FilterSheet category={filters.category} onApply={applyCategory} onClose={closeSheet} />
      )}
    </div>
  );
}
