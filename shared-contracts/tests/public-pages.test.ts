import { describe, expect, it } from '@rstest/core';
import { isPublicPagePath } from '../src/common/public-pages.js';

describe('isPublicPagePath', () => {
  it.each([
    '/forgot-password',
    '/reset-password',
    '/reset-password/abc',
    '/verify-email',
    '/policy',
    '/terms',
    '/portfolio/0b6f3f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    '/product/42',
  ])('%s is a page anyone may stay on', (path) => {
    expect(isPublicPagePath(path)).toBe(true);
  });

  it.each(['/', '/login', '/register', '/onboarding', '/home', '/portfolio', '/cart', '/x/terms'])(
    '%s sends a person who has not onboarded on',
    (path) => {
      expect(isPublicPagePath(path)).toBe(false);
    },
  );
});
