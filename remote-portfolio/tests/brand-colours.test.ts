import { describe, expect, it } from '@rstest/core';
import { contrastRatio, relativeLuminance, TEXT_CONTRAST, textColourOn } from 'shared-contracts';
import { brandStyle, readableOn } from '../src/features/shared/card/brand-colours';

/** Every 17th step of each channel: 4,096 colours, the greys and the hardest middles among them. */
const SWEEP = Array.from({ length: 16 ** 3 }, (_, n) =>
  [n >> 8, (n >> 4) & 15, n & 15].reduce(
    (hex, c) => hex + (c * 17).toString(16).padStart(2, '0'),
    '#',
  ),
);

describe("an organisation's colour on the card", () => {
  it('measures luminance and contrast as WCAG 2 does', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('puts white or black text on it, whichever holds 4.5:1', () => {
    expect(textColourOn('#0f766e')).toBe('#ffffff');
    expect(textColourOn('#facc15')).toBe('#000000');
    for (const colour of SWEEP) {
      expect(contrastRatio(textColourOn(colour), colour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('reads as text on either theme, darkened or lightened only as far as it must', () => {
    expect(readableOn('#0f766e', '#f2f2f8')).toBe('#0f766e');
    const onDark = readableOn('#0f766e', '#1f1f2b');
    expect(contrastRatio(onDark, '#1f1f2b')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(readableOn('#facc15', '#f2f2f8'), '#f2f2f8')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    for (const colour of SWEEP.filter((_, n) => n % 7 === 0)) {
      for (const background of ['#f2f2f8', '#1f1f2b']) {
        expect(contrastRatio(readableOn(colour, background), background)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
    }
  });

  it('paints nothing for no colour, or for anything but #rrggbb', () => {
    expect(brandStyle(undefined)).toBeUndefined();
    expect(brandStyle('')).toBeUndefined();
    expect(brandStyle('red')).toBeUndefined();
    expect(brandStyle('#0f766e;background:url(x)')).toBeUndefined();
    expect(brandStyle('#0F766E')).toEqual({
      '--card-brand': '#0f766e',
      '--card-brand-on': '#ffffff',
      '--card-brand-text-light': '#0f766e',
      '--card-brand-text-dark': readableOn('#0f766e', '#1f1f2b'),
    });
  });
});
