/**
 * Fixed and sticky bars (a screen's header, Proceed To Pay, the bottom navigation, a product's
 * Add to Cart) cover the page's edges. A browser scrolls a focused field "into view" without
 * knowing that, so the field, or its error under it, can land behind a bar and the person sees
 * nothing happen. The page's scroll-padding is what focus() and scrollIntoView() keep clear: it
 * is set from the bars that really cover the edges at the moment a field takes focus, measured
 * rather than declared, so every screen of every remote is covered without listing its bars.
 */

/** Where along an edge the bars are looked for, as fractions of the viewport's width. */
const PROBES = [0.02, 0.25, 0.5, 0.75, 0.98];
/** Kept between a field and a bar, so the field does not touch the bar's edge. */
const GAP_PX = 8;
/**
 * Taller than this share of the viewport is not a bar but an overlay (a sheet's backdrop, a
 * dialog), whose own box is what scrolls.
 */
const MAX_BAR_SHARE = 0.4;

export interface EdgeInsets {
  top: number;
  bottom: number;
}

/** How far fixed or sticky bars reach into the viewport from its top and bottom edges, in px. */
export function measureFixedBars(doc: Document = document): EdgeInsets {
  const view = doc.defaultView;
  if (!view || typeof doc.elementsFromPoint !== 'function') return { top: 0, bottom: 0 };
  const width = doc.documentElement.clientWidth;
  const height = doc.documentElement.clientHeight;
  let top = 0;
  let bottom = 0;
  for (const fraction of PROBES) {
    const x = Math.round(width * fraction);
    for (const bar of barsAt(doc, x, 1, height))
      top = Math.max(top, bar.getBoundingClientRect().bottom);
    for (const bar of barsAt(doc, x, height - 1, height)) {
      bottom = Math.max(bottom, height - bar.getBoundingClientRect().top);
    }
  }
  return { top: Math.max(0, Math.ceil(top)), bottom: Math.max(0, Math.ceil(bottom)) };
}

/** The fixed or sticky ancestors of what is drawn at (x, y), overlays left out. */
function barsAt(doc: Document, x: number, y: number, viewHeight: number): Element[] {
  const view = doc.defaultView!;
  const bars = new Set<Element>();
  for (const hit of doc.elementsFromPoint(x, y)) {
    for (let node: Element | null = hit; node && node !== doc.body; node = node.parentElement) {
      const { position } = view.getComputedStyle(node);
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (node.getBoundingClientRect().height <= viewHeight * MAX_BAR_SHARE) bars.add(node);
      break;
    }
  }
  return [...bars];
}

/** Sets the page's scroll-padding to clear the bars measured now. */
export function clearFixedBars(doc: Document = document): EdgeInsets {
  const insets = measureFixedBars(doc);
  const style = doc.documentElement.style;
  style.scrollPaddingTop = insets.top ? `${insets.top + GAP_PX}px` : '';
  style.scrollPaddingBottom = insets.bottom ? `${insets.bottom + GAP_PX}px` : '';
  return insets;
}

/**
 * Installed once by the shell: before the browser scrolls a newly focused element into view (the
 * focus event comes first), the scroll-padding is measured again, so the field lands clear of
 * the bars the screen shows now. Answers the way to remove it.
 */
export function keepFocusClearOfFixedBars(doc: Document = document): () => void {
  const onFocus = () => clearFixedBars(doc);
  doc.addEventListener('focusin', onFocus, true);
  return () => doc.removeEventListener('focusin', onFocus, true);
}
