import { describe, expect, it } from '@rstest/core';
import { initialCropArea, initialCropPercentages } from '../src/upload/image-tools';

describe('where a crop starts', () => {
  it('is the spec square: half the shorter side, centred', () => {
    expect(initialCropArea(600, 400, 'photo')).toEqual({ x: 200, y: 100, width: 200, height: 200 });
    expect(initialCropPercentages('service')).toEqual({ x: 25, y: 25, width: 50, height: 50 });
  });

  it('is the widest 3:1 strip for the banner, centred', () => {
    expect(initialCropArea(4000, 3000, 'banner')).toEqual({
      x: 0,
      y: (3000 - 4000 / 3) / 2,
      width: 4000,
      height: 4000 / 3,
    });
    // Wider than 3:1: the whole height, the sides left out.
    expect(initialCropArea(2000, 500, 'banner')).toEqual({
      x: 250,
      y: 0,
      width: 1500,
      height: 500,
    });
    // The cropper's own start (zoom 1, centred) is that strip.
    expect(initialCropPercentages('banner')).toBeUndefined();
  });
});
