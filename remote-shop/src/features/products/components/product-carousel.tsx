import { CAROUSEL_AUTOPLAY_MS, type Product } from 'shared-contracts';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { ProductImage } from '../../../shared/product-image';
import styles from './product-carousel.module.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The product's images: moving on every 2 seconds, back to the first after the last (rewind),
 * with dots to jump to one. Autoplay waits while a pointer rests on it and stays off for people
 * who asked their device for less motion.
 */
export function ProductCarousel({ product }: { product: Pick<Product, 'name' | 'productImages'> }) {
  const images = product.productImages.length > 0 ? product.productImages : [null];
  return (
    <div className={styles.carousel}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        autoplay={
          prefersReducedMotion()
            ? false
            : { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        pagination={{ clickable: true }}
        rewind
        a11y={{
          containerRole: 'region',
          containerRoleDescriptionMessage: 'carousel',
          containerMessage: `Images of ${product.name}`,
        }}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image?.key ?? index} className={styles.slide}>
            <ProductImage
              image={image}
              alt={`${product.name}, image ${index + 1} of ${images.length}`}
              className={styles.image}
              sizes="(max-width: 600px) 100vw, 600px"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
