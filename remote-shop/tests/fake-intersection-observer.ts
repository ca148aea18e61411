import { act } from '@testing-library/react';

/**
 * The test document has no layout, so nothing it watches ever scrolls into view (jsdom has no
 * IntersectionObserver at all). This stand-in records what the screen watches,
 * and a test "scrolls" an element into view by telling its observers, as a browser would.
 */
export function installFakeIntersectionObserver() {
  const live = new Set<FakeObserver>();

  class FakeObserver {
    readonly elements = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      this.elements.add(element);
      live.add(this);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      live.delete(this);
    }
    takeRecords() {
      return [];
    }
    notify(target: Element) {
      const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }

  const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeObserver,
    configurable: true,
    writable: true,
  });

  return {
    /** Every element watched right now. */
    watched: () => [...live].flatMap((observer) => [...observer.elements]),
    scrollIntoView(element: Element) {
      act(() => {
        for (const observer of [...live]) {
          if (observer.elements.has(element)) observer.notify(element);
        }
      });
    },
    uninstall() {
      if (original) Object.defineProperty(window, 'IntersectionObserver', original);
      else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

/**
 * A browser that cannot watch scrolling (no IntersectionObserver at all) until the returned
 * function puts back what the document had.
 */
export function removeIntersectionObserver(): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  return () => {
    if (original) Object.defineProperty(window, 'IntersectionObserver', original);
  };
}
