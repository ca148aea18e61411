import { FALLBACK_ATTRIBUTE, fallbackOf, imageSrc } from '../image-fallback';
import type { Card } from './card';

/** Broken images fall back; some may have failed before this script ran. */
export function enhanceImageFallback({ root, win }: Card): void {
  const fallBack = (image: HTMLImageElement) => {
    const fallback = fallbackOf(image.getAttribute(FALLBACK_ATTRIBUTE), image.getAttribute('src'));
    if (fallback === 'hide') {
      image.hidden = true;
      const initials = image.nextElementSibling;
      if (initials instanceof win.HTMLElement) initials.hidden = false;
    } else if (fallback === 'placeholder') {
      image.removeAttribute('srcset');
      image.removeAttribute('sizes');
      image.setAttribute('src', imageSrc(null));
    }
  };
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof win.HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  root.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`).forEach((image) => {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image);
  });
}
