import { describe, expect, it } from '@rstest/core';
import { composeCardFront, fitTextSize } from '../src/orders/card-front.js';

const plain = {
  name: 'Anand Kumar',
  designation: 'Senior Product Designer',
  design: false,
  photo: false,
  logo: null,
};

const inside = (
  inner: { x: number; y: number; width: number; height: number },
  outer: typeof inner,
) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe('composeCardFront', () => {
  it('lays the front out on the CR80 card with 3 mm of bleed, text in the band', () => {
    const front = composeCardFront(plain);
    expect(front.page).toEqual({ x: 0, y: 0, width: 91.6, height: 59.98 });
    expect(front.trim).toMatchObject({ x: 3, y: 3 });
    expect(front.band.opacity).toBe(1);
    for (const line of [front.name, front.designation]) {
      expect(line.baseline).toBeGreaterThan(front.band.box.y);
      expect(line.x).toBe(6);
    }
    expect(front.name).toMatchObject({ text: 'Anand Kumar', weight: 'bold', tone: 'ink' });
    expect(front.designation).toMatchObject({ weight: 'regular', tone: 'muted' });
    expect(front.photo).toBeNull();
    expect(front.logo).toBeNull();
  });

  it('gives the photo the band’s right end, narrowing the text, inside the safe area', () => {
    const without = composeCardFront(plain);
    const front = composeCardFront({ ...plain, design: true, photo: true });
    expect(front.band.opacity).toBeLessThan(1);
    const photo = front.photo!;
    expect(photo.cx + photo.radius).toBeCloseTo(front.page.width - 6, 5);
    expect(front.name.x + front.name.maxWidth).toBeLessThan(photo.cx - photo.radius);
    expect(front.name.maxWidth).toBeLessThan(without.name.maxWidth);
  });

  it('fits a logo whole in its chip, as wide as its shape leaves it', () => {
    const wide = composeCardFront({ ...plain, logo: { width: 600, height: 100 } }).logo!;
    const square = composeCardFront({ ...plain, logo: { width: 300, height: 300 } }).logo!;
    expect(wide.image.width / wide.image.height).toBeCloseTo(6, 5);
    expect(square.image.width).toBeCloseTo(square.image.height, 5);
    expect(square.chip.width).toBeLessThan(wide.chip.width);
    expect(inside(wide.image, wide.chip)).toBe(true);
    expect(wide.image.width).toBeLessThanOrEqual(23);
  });
});

describe('fitTextSize', () => {
  it('keeps the largest size when the line fits, else shrinks it to the width', () => {
    expect(fitTextSize(13, 2, 60)).toBe(13);
    expect(fitTextSize(13, 10, 60)).toBe(6);
    expect(fitTextSize(13, 0, 60)).toBe(13);
  });
});
