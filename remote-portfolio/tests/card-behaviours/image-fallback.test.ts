import { describe, expect, it } from '@rstest/core';
import { fallbackOf, imageSrc } from '../../src/features/card-behaviours/image-fallback';

const PLACEHOLDER = '/placeholder-image.jpg';
const UPLOAD = '/api/v1/file?key=portfolios%2Fu1%2Fbanner.jpg';

describe('a card image that fails to load', () => {
  it('shows the upload, or the placeholder when there is none', () => {
    expect(imageSrc(UPLOAD)).toBe(UPLOAD);
    expect(imageSrc(null)).toBe(PLACEHOLDER);
    expect(imageSrc(undefined)).toBe(PLACEHOLDER);
  });

  it('falls back to the placeholder, once: a broken placeholder stays', () => {
    expect(fallbackOf('placeholder', UPLOAD)).toBe('placeholder');
    expect(fallbackOf('placeholder', PLACEHOLDER)).toBeNull();
  });

  it('hides a broken profile picture (its initials show), and leaves unmarked images alone', () => {
    expect(fallbackOf('hide', UPLOAD)).toBe('hide');
    expect(fallbackOf(null, UPLOAD)).toBeNull();
    expect(fallbackOf('other', UPLOAD)).toBeNull();
  });
});
