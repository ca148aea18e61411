import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPrice, type AdminProduct } from 'shared-contracts';
import { Button, pageParam, pagerTexts, Spinner, TextField } from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { LoadFailed } from '../../../shared/load-failed';
import { Refusal, refusalOf } from '../../../shared/refusal';
import { catalogueTexts as t, consoleTexts } from '../../../shared/messages';
import { NEW_PRODUCT_PATH, PRODUCTS_PATH, productPath } from '../../../shared/paths';
import { useGetAdminProductsQuery } from '../api/products';
import { useArchiveProduct } from '../hooks/use-archive-product';
import shared from '../../../shared/console.module.css';
import styles from './products.module.css';

const listPath = (search: string, page: number) => {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PRODUCTS_PATH}?${query}` : PRODUCTS_PATH;
};

/**
 * `/backoffice/products`: every product, archived ones said so, searched by name like the shop's
 * list, a page at a time (the search and the page in the address). Each row opens the form, and
 * archives or restores its product as the form does.
 */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = pageParam(params.get('page'));
  const { currentData, error, isError, refetch } = useGetAdminProductsQuery(
    { page, search },
    { refetchOnMountOrArgChange: true },
  );
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <ConsoleScreen
      title={t.productsHeading}
      actions={
        <Link to={NEW_PRODUCT_PATH} className="tf-link-button">
          {t.newProduct}
        </Link>
      }
    >
      <form role="search" className={styles.search} onSubmit={submit}>
        <div className={styles.searchField}>
          <TextField
            label={t.searchProducts}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" block={false}>
          {t.searchButton}
        </Button>
        {search && (
          <Button
            variant="ghost"
            block={false}
            className={styles.clearSearch}
            onClick={() => {
              setDraft('');
              setParams({});
            }}
          >
            {t.clearSearch}
          </Button>
        )}
      </form>
      {isError ? (
        <LoadFailed error={error} message={t.productsFailed} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <Spinner label={t.loadingProducts} />
      ) : currentData.results.length === 0 ? (
        <div className={shared.empty}>
          <p className={shared.emptyText}>{search ? t.noMatch(search) : t.noProducts}</p>
        </div>
      ) : (
        <>
          {/* The columns' names, for the eye on a wide screen: each row says them to a screen
              reader (and on a phone, beside its figures). */}
          <div className={styles.rowsHead} aria-hidden="true">
            <span>{t.name}</span>
            <span>{t.category}</span>
            <span>{t.mrpShort}</span>
            <span>{t.saleShort}</span>
            <span>{t.discount}</span>
          </div>
          <ul className={styles.rows} aria-label={t.productsList}>
            {currentData.results.map((product) => (
              <ProductRow key={product._id} product={product} />
            ))}
          </ul>
          {(page > 1 || currentData.results.length >= currentData.limit) && (
            <nav className={styles.pages} aria-label={consoleTexts.pagination}>
              {page > 1 && (
                <Link className={shared.textLink} to={listPath(search, page - 1)}>
                  {pagerTexts.previous}
                </Link>
              )}
              <span className={shared.muted}>{`Page ${page}`}</span>
              {currentData.results.length >= currentData.limit && (
                <Link className={shared.textLink} to={listPath(search, page + 1)}>
                  {pagerTexts.next}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </ConsoleScreen>
  );
}

function ProductRow({ product }: { product: AdminProduct }) {
  const [toggleArchived, { error, isLoading }] = useArchiveProduct();
  const refusal = refusalOf(error, t.changeFailed);
  // The name is the link; its box covers the row (products.module.css), so the whole row opens
  // the form while the link's name stays the product's, and the row's button stays its own.
  return (
    <li className={`${styles.row} ${product.archived ? styles.rowArchived : ''}`}>
      <span className={styles.rowName}>
        <Link
          to={productPath(product._id)}
          className={styles.rowLink}
          aria-label={t.editOf(product.name)}
        >
          {product.name}
        </Link>
        {product.archived && <span className={styles.badge}>{t.archived}</span>}
      </span>
      <span className={styles.rowCategory}>{product.category?.name ?? t.noCategory}</span>
      <span className={styles.rowPrice}>
        <span className={styles.rowLabel}>{t.mrpShort} </span>
        {formatPrice(product.actualPrice)}
      </span>
      <span className={styles.rowPrice}>
        <span className={styles.rowLabel}>{t.saleShort} </span>
        {formatPrice(product.salePrice)}
      </span>
      <span className={styles.rowDiscount}>
        {product.discountPercentage > 0 ? t.percentOff(product.discountPercentage) : '—'}
      </span>
      <span className={styles.rowActions}>
        <Button
          variant={product.archived ? 'secondary' : 'danger'}
          block={false}
          busy={isLoading}
          busyLabel={t.saving}
          aria-label={product.archived ? t.restoreOf(product.name) : t.archiveOf(product.name)}
          onClick={() => void toggleArchived(product)}
        >
          {product.archived ? t.restore : t.archive}
        </Button>
      </span>
      {refusal && (
        <div className={styles.rowRefusal}>
          <Refusal message={refusal} />
        </div>
      )}
    </li>
  );
}
