import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SORT, isId, SORT_KEYS, type SortKey } from 'shared-contracts';
import type { ProductFilters } from '../api/get-products';

export const DEFAULT_FILTERS: ProductFilters = { search: '', category: '', sort: DEFAULT_SORT };

const isSortKey = (value: string | null): value is SortKey =>
  (SORT_KEYS as readonly (string | null)[]).includes(value);

/**
 * The list's search, category and sort live in the address (`?search=&category=&sort=`), so
 * coming back from a product finds the same list, from the cache, and a filtered list can be
 * shared. Anything in the address the API would refuse is read as the default.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const sort = params.get('sort');
  const filters = useMemo<ProductFilters>(
    () => ({
      search,
      category: isId(category) ? category : '',
      sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    }),
    [search, category, sort],
  );

  const change = useCallback(
    (next: Partial<ProductFilters>) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (!value || value === DEFAULT_FILTERS[key as keyof ProductFilters]) {
              params.delete(key);
            } else {
              params.set(key, value);
            }
          }
          return params;
        },
        { replace: true },
      ),
    [setParams],
  );

  return [filters, change] as const;
}
