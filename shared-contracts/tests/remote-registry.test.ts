import { describe, expect, it } from '@rstest/core';
import { isRegistry, RELEASE_VERSION_PATTERN, REMOTE_NAME_PATTERN } from '../src/index.js';

describe('REMOTE_NAME_PATTERN', () => {
  it.each(['remote-shop', 'remote-orders', 'a', 'shop2'])('accepts %j', (name) => {
    expect(REMOTE_NAME_PATTERN.test(name)).toBe(true);
  });

  it.each(['', 'Remote-shop', '2shop', '-shop', 'remote_shop', '../shop', 'a/b'])(
    'refuses %j',
    (name) => {
      expect(REMOTE_NAME_PATTERN.test(name)).toBe(false);
    },
  );

  it('allows at most 64 characters', () => {
    expect(REMOTE_NAME_PATTERN.test(`r${'x'.repeat(63)}`)).toBe(true);
    expect(REMOTE_NAME_PATTERN.test(`r${'x'.repeat(64)}`)).toBe(false);
  });
});

describe('RELEASE_VERSION_PATTERN', () => {
  it.each(['1.4.0', '2026-11-23.1', '1.0.0+build_7', 'a1b2c3d'])('accepts %j', (version) => {
    expect(RELEASE_VERSION_PATTERN.test(version)).toBe(true);
  });

  it.each(['', '.hidden', '..', '-1', '1.0/2', '1.0 beta'])('refuses %j', (version) => {
    expect(RELEASE_VERSION_PATTERN.test(version)).toBe(false);
  });

  it('allows at most 128 characters', () => {
    expect(RELEASE_VERSION_PATTERN.test(`1${'0'.repeat(127)}`)).toBe(true);
    expect(RELEASE_VERSION_PATTERN.test(`1${'0'.repeat(128)}`)).toBe(false);
  });
});

describe('isRegistry', () => {
  it('accepts an empty registry and one whose every remote has a string version and url', () => {
    expect(isRegistry({})).toBe(true);
    expect(
      isRegistry({
        'remote-shop': { version: '1.4.0', url: '/remotes/remote-shop/1.4.0/mf-manifest.json' },
        'remote-auth': { version: '2.0.1', url: 'https://cdn.example.com/auth/mf-manifest.json' },
      }),
    ).toBe(true);
  });

  it.each([
    ['null', null],
    ['an array', [{ version: '1.0.0', url: '/a.json' }]],
    ['a string', 'remote-shop'],
    ['an entry without a url', { 'remote-shop': { version: '1.0.0' } }],
    ['an entry with a numeric version', { 'remote-shop': { version: 1, url: '/a.json' } }],
    ['an entry that is not an object', { 'remote-shop': '/a.json' }],
    ['an entry that is null', { 'remote-shop': null }],
  ])('refuses %s', (_, value) => {
    expect(isRegistry(value)).toBe(false);
  });
});
