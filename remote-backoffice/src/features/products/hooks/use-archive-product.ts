import type { AdminProduct } from 'shared-contracts';
import { useNotify } from 'web-kit';
import { catalogueTexts as t } from '../../../shared/messages';
import { useUpdateProductMutation } from '../api/products';

/**
 * Archive or restore a product: the one way, from its form or its row of the list. A PATCH of
 * `archived` alone, which the API records in the audit log as `product.archived` or
 * `product.restored`; its answer replaces the cached product and row. A refusal is the returned
 * state's `error`, for the caller to show beside its button.
 */
export function useArchiveProduct() {
  const [update, state] = useUpdateProductMutation();
  const notify = useNotify();
  const toggle = async (product: AdminProduct) => {
    try {
      const answer = await update({
        id: product._id,
        changes: { archived: !product.archived },
      }).unwrap();
      notify.success(answer.result.archived ? t.productArchived : t.productRestored);
    } catch {
      // Shown by the caller, from the state's error.
    }
  };
  return [toggle, state] as const;
}
