import { formatPrice, type FileRef } from 'shared-contracts';
import { fileUrl } from 'web-kit';
import { catalogueTexts as t } from '../../../shared/messages';
import styles from './products.module.css';

/** The product as the shop's list shows it: its first image, name, prices and discount. */
export function ProductPreview({
  name,
  category,
  image,
  actualPrice,
  salePrice,
  discount,
}: {
  name: string;
  category: string | null;
  image: FileRef | null;
  actualPrice: number | null;
  salePrice: number | null;
  discount: number;
}) {
  const src = fileUrl(image?.key, 400);
  return (
    <section className={styles.preview} aria-labelledby="product-preview">
      <h2 className={styles.previewTitle} id="product-preview">
        {t.preview}
      </h2>
      <article className={styles.previewCard}>
        <div className={styles.previewImage}>
          {src ? <img src={src} alt="" /> : <span>{t.previewNoImage}</span>}
          {discount > 0 && <span className={styles.previewBadge}>{t.percentOff(discount)}</span>}
        </div>
        <div className={styles.previewBody}>
          {category && <span className={styles.previewCategory}>{category}</span>}
          <h3 className={styles.previewName}>{name.trim() || t.previewUntitled}</h3>
          <p className={styles.previewPrices}>
            {salePrice !== null && <strong>{formatPrice(salePrice)}</strong>}{' '}
            {actualPrice !== null && discount > 0 && (
              <s className={styles.previewMrp}>{formatPrice(actualPrice)}</s>
            )}
          </p>
        </div>
      </article>
    </section>
  );
}
