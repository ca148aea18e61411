import { describe, expect, it } from '@rstest/core';
import { mailedLink, tokenFromFragment } from '../src/common/mailed-links.js';

describe('mailed links', () => {
  it('carry the token in the fragment, which the browser never sends', () => {
    const link = new URL(mailedLink('https://tapfolio.app', '/verify-email', 'abc_DEF-123'));
    expect(link.pathname).toBe('/verify-email');
    expect(link.search).toBe('');
    expect(link.hash).toBe('#t=abc_DEF-123');
    expect(tokenFromFragment(link.hash)).toBe('abc_DEF-123');
  });

  it('find no token in an empty or foreign fragment', () => {
    expect(tokenFromFragment('')).toBeUndefined();
    expect(tokenFromFragment('#details-sent')).toBeUndefined();
    expect(tokenFromFragment('#t=')).toBeUndefined();
  });
});
