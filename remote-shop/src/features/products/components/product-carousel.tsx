import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { CAROUSEL_AUTOPLAY_MS, carouselTexts, type Product } from 'shared-contracts';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { IconButton, useTexts } from 'web-kit';
import { ProductImage } from '../../../shared/product-image';
import { useReducedMotion } from '../../../shared/use-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import styles from './product-carousel.module.css';

// Autoplay is started and stopped from here (Pause/Play, hover, focus, reduced motion), never by
// Swiper on its own, so Swiper's module is configured but not enabled.
const AUTOPLAY = { enabled: false, delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false };
// The carousel's name and live region are this component's; Swiper only names each slide.
const a11y = (labels: typeof carouselTexts) => ({
  containerRole: null,
  containerMessage: null,
  itemRoleDescriptionMessage: labels.slide,
  // "Image {{index}} of {{slidesLength}}", whose placeholders Swiper fills in, in the language's
  // word order (the texts hold no digits of their own).
  slideLabelMessage: labels
    .position(7, 9)
    .replace('7', '{{index}}')
    .replace('9', '{{slidesLength}}'),
  wrapperLiveRegion: false,
});
const SLIDE_MS = 300;

/**
 * The product's images: moving on every 2 seconds, back to the first after the last (rewind),
 * with dots to jump to one. For people who cannot wait for a slide or follow motion: Previous,
 * Next and Pause/Play buttons; no autoplay when the device asks for less motion (Play still
 * offers it); autoplay waits while a mouse rests on the carousel or focus is inside it, and the
 * new position is announced only when it is not moving by itself.
 */
export function ProductCarousel({ product }: { product: Pick<Product, 'name' | 'productImages'> }) {
  const carouselLabels = useTexts(carouselTexts);
  const images = product.productImages.length > 0 ? product.productImages : [null];
  const many = images.length > 1;
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  // The person's Pause/Play choice; until they make one, the device's motion setting decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = many && (choice ?? !reducedMotion);
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);

  // Past either end it wraps around, as the autoplay's rewind does.
  const show = (n: number) => swiper?.slideTo((n + images.length) % images.length);

  const onPointer = (entered: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(entered);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={carouselLabels.carousel}
      aria-label={carouselLabels.region(product.name)}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Swiper
        modules={[Autoplay, A11y]}
        autoplay={AUTOPLAY}
        speed={reducedMotion ? 0 : SLIDE_MS}
        rewind
        a11y={a11y(carouselLabels)}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setIndex(instance.activeIndex)}
      >
        {images.map((image, n) => (
          <SwiperSlide key={image?.key ?? n} className={styles.slide}>
            <ProductImage
              image={image}
              alt={carouselLabels.imageAlt(product.name, n + 1, images.length)}
              className={styles.image}
              sizes="(max-width: 600px) 100vw, 600px"
              loading={n === 0 ? 'eager' : 'lazy'}
              fetchPriority={n === 0 ? 'high' : undefined}
            />
          </SwiperSlide>
        ))}
      </Swiper>

      {many && (
        <div className={styles.controls}>
          <IconButton
            label={playing ? carouselLabels.pause : carouselLabels.play}
            className={styles.control}
            onClick={() => setChoice(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <span className={styles.stepper}>
            <IconButton
              label={carouselLabels.previous}
              className={styles.control}
              onClick={() => show(index - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            {/* A pointer shortcut: Previous, Next and the announced position serve the keyboard
                and screen readers, so the dots stay out of the Tab order and the reading. */}
            <span className={styles.dots} aria-hidden="true">
              {images.map((image, n) => (
                <button
                  key={image?.key ?? n}
                  type="button"
                  tabIndex={-1}
                  className={styles.dot}
                  aria-label={carouselLabels.dot(n + 1)}
                  aria-current={n === index ? 'true' : undefined}
                  onClick={() => show(n)}
                />
              ))}
            </span>
            <IconButton
              label={carouselLabels.next}
              className={styles.control}
              onClick={() => show(index + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </span>
        </div>
      )}
      {many && (
        <p className="tf-visually-hidden" aria-live={running ? 'off' : 'polite'} aria-atomic="true">
          {carouselLabels.position(index + 1, images.length)}
        </p>
      )}
    </section>
  );
}
