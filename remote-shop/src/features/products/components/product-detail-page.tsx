import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { productTexts, shopErrors, shopTexts, type Product } from 'shared-contracts';
import {
  ArrowLeftIcon,
  IconButton,
  isPrerendered,
  ToastPlace,
  usePageTitle,
  useScreenPainted,
  useTexts,
} from 'web-kit';
import { CartLink } from '../../../shared/cart-link';
import { DeliveryLine } from '../../../shared/delivery-line';
import { PriceTag } from '../../../shared/price-tag';
import { useGetProductQuery } from '../api/get-product';
import { PRODUCT_LIST_PATH, productPath } from '../utils/product-path';
import { sharePage } from '../utils/share-page';
import { AddToCartBar } from './add-to-cart-bar';
import { ShareIcon } from './icons';
import { KeyFeatures } from './key-features';
import { OtherProducts } from './other-products';
import { ProductCarousel } from './product-carousel';
import styles from './product-detail.module.css';

/** `/product/{id}`, open to visitors: the card design, its prices and the way to buy it. */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { currentData, error, isFetching } = useGetProductQuery(id);
  const product = currentData?.results;
  const shop = useTexts(shopTexts);
  const texts = useTexts(productTexts);
  const errors = useTexts(shopErrors);
  // The card's own name; none while it loads, so the tab keeps the last screen's until then.
  usePageTitle(product?.name ?? (isFetching ? undefined : errors.productNotFound));

  useEffect(() => {
    if (error) console.error('Product failed to load', error);
  }, [error]);

  // Another card opened from "Explore Other Cards" starts at its top, not where this one was;
  // but the server's render of this card, taken over by the app or hydrated by the product
  // client, stays where it was read.
  const keepPlace = useRef(isPrerendered());
  useEffect(() => {
    if (keepPlace.current) keepPlace.current = false;
    else window.scrollTo(0, 0);
  }, [id]);
  useScreenPainted(!isFetching || !!product);

  // Opened straight from a link, there is no page of ours to go back to.
  const back = () => (location.key === 'default' ? navigate(PRODUCT_LIST_PATH) : navigate(-1));

  const share = () =>
    sharePage(
      {
        title: product?.name ?? 'Tapfolio',
        url: `${window.location.origin}${productPath(id)}`,
      },
      shop,
    );

  return (
    <div className={`${styles.page} ${product ? styles.withBar : ''}`}>
      <header className={styles.topbar}>
        <IconButton label={texts.back} onClick={back}>
          <ArrowLeftIcon />
        </IconButton>
        <span className={styles.topbarActions}>
          <IconButton label={texts.share} onClick={share}>
            <ShareIcon />
          </IconButton>
          <CartLink />
        </span>
        <ToastPlace />
      </header>

      {product ? (
        <ProductView product={product} others={currentData.otherProducts} />
      ) : isFetching ? (
        <ProductSkeleton />
      ) : (
        <main className={styles.missing}>
          <p className={styles.missingText}>{shop.productNotFound}</p>
          <Link to={PRODUCT_LIST_PATH} className={styles.missingLink}>
            {texts.browseAll}
          </Link>
        </main>
      )}
    </div>
  );
}

function ProductView({ product, others }: { product: Product; others: Product[] }) {
  const descriptionId = useId();
  const shop = useTexts(shopTexts);
  const texts = useTexts(productTexts);
  return (
    <>
      <main className={styles.main}>
        <ProductCarousel product={product} />
        <section className={styles.summary}>
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.designType}>
            {texts.designType} <strong>{product.category?.name ?? shop.designTypeUnknown}</strong>
          </p>
          <PriceTag prices={product} size="large" />
          <p className={styles.taxes}>{shop.inclusiveOfTaxes}</p>
          <DeliveryLine className={styles.delivery} />
        </section>
        <KeyFeatures />
        {product.description.trim() && (
          <section className={styles.section} aria-labelledby={descriptionId}>
            <h2 className={styles.sectionTitle} id={descriptionId}>
              {texts.productInformation}
            </h2>
            <p className={styles.description}>{product.description}</p>
          </section>
        )}
        <OtherProducts products={others} />
      </main>
      <AddToCartBar product={product} />
    </>
  );
}

function ProductSkeleton() {
  const texts = useTexts(productTexts);
  return (
    <main className={styles.main} role="status" aria-label={texts.loadingCard}>
      <div className={`${styles.skeletonMedia} ${styles.shimmer}`} />
      <div className={styles.summary} aria-hidden="true">
        <div className={`${styles.skeletonLine} ${styles.shimmer}`} />
        <div className={`${styles.skeletonLine} ${styles.skeletonShort} ${styles.shimmer}`} />
      </div>
    </main>
  );
}
