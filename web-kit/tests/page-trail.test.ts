import { afterEach, describe, expect, it } from '@rstest/core';
import { pageBehind, recordPage } from '../src/host/page-trail';

/** The browser's history at entry `idx`, as react-router numbers it, showing `path`. */
const visit = (idx: number, path: string) => {
  window.history.replaceState({ idx }, '');
  recordPage(path);
};

afterEach(() => {
  window.history.replaceState(null, '');
  sessionStorage.clear();
});

describe('pageBehind', () => {
  it('is the page one entry back in this tab', () => {
    visit(0, '/portfolio/u9');
    visit(1, '/register');
    visit(2, '/onboarding');
    expect(pageBehind()).toBe('/register');
  });

  it('follows a redirect, which replaces its page at the same place', () => {
    visit(0, '/login');
    visit(1, '/onboarding');
    visit(0, '/onboarding');
    expect(pageBehind()).toBeNull();
    visit(1, '/onboarding');
    expect(pageBehind()).toBe('/onboarding');
  });

  it('forgets the pages ahead once the person goes elsewhere from an earlier one', () => {
    visit(0, '/login');
    visit(1, '/register');
    visit(2, '/terms');
    visit(1, '/onboarding');
    window.history.replaceState({ idx: 3 }, '');
    expect(pageBehind()).toBeNull();
  });

  it('is null on the first page, out of a router, or with a trail it cannot read', () => {
    visit(0, '/onboarding');
    expect(pageBehind()).toBeNull();
    window.history.replaceState(null, '');
    expect(pageBehind()).toBeNull();
    window.history.replaceState({ idx: 1 }, '');
    sessionStorage.setItem('tapfolio.pageTrail', '{not json');
    expect(pageBehind()).toBeNull();
  });
});
