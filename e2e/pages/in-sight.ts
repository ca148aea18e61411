import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * What a sighted person sees of `target`: its box inside the viewport, and at its corners and
 * centre the element itself (or what it holds), not a fixed bar drawn over it. Answers nothing
 * when it is all in sight, else what hides it, so a failure says which bar covered what.
 */
function hiddenBy(element: Element): string | null {
  const box = element.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  if (box.top < 0 || box.left < 0 || box.bottom > height || box.right > width) {
    return `outside the ${width}x${height} viewport: top ${box.top}, bottom ${box.bottom}`;
  }
  // 2 px in from the edges: a rounded border's corner shows what is behind it.
  const inset = Math.min(2, box.width / 2, box.height / 2);
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [box.left + box.width / 2, box.top + box.height / 2],
  ];
  for (const [x, y] of points) {
    const shown = document.elementFromPoint(x, y);
    // An ancestor drawn there (a field's frame round its input's corner) is the field's own.
    if (!shown || !(element.contains(shown) || shown.contains(element))) {
      return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${shown?.outerHTML.slice(0, 120)}`;
    }
  }
  return null;
}

export async function expectInSight(target: Locator) {
  await expect(target).toBeVisible();
  expect(await target.evaluate(hiddenBy)).toBeNull();
}

/**
 * Scrolls the page so that `field`'s middle sits on the top edge of `bar` (half the field behind
 * it), where a person who scrolled to it and tapped the bar's button left it.
 */
export async function scrollUnder(field: Locator, bar: Locator) {
  const barTop = (await bar.boundingBox())!.y;
  await field.evaluate((element, top) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - top);
  }, barTop);
}
