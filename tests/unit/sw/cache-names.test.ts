import { describe, expect, it } from 'vitest';

import { SW_VERSION } from '@/config/constants';

import { cacheName, hexPrefix, isStaleCache, isUserCache } from '../../../sw/cache-names';

describe('cacheName', () => {
  it.each([
    ['api', 12, 'abc123', 'kosh-api-v12-uabc123'],
    ['news', 12, undefined, 'kosh-news-v12'],
    ['images', 3, undefined, 'kosh-images-v3'],
  ] as const)('%s v%s %s → %s', (kind, version, user, expected) => {
    expect(cacheName(kind, version, user)).toBe(expected);
  });

  it('carries the current SW version, whatever it is', () => {
    expect(cacheName('precache', SW_VERSION)).toBe(`kosh-precache-v${SW_VERSION}`);
  });

  it("makes the previous version's caches stale on a version bump, and only them", () => {
    const next = SW_VERSION + 1;
    expect(isStaleCache(cacheName('api', SW_VERSION, 'ab12'), next)).toBe(true);
    expect(isStaleCache(cacheName('precache', SW_VERSION), next)).toBe(true);
    expect(isStaleCache(cacheName('api', next, 'ab12'), next)).toBe(false);
    expect(isStaleCache(cacheName('precache', SW_VERSION), SW_VERSION)).toBe(false);
  });
});

describe('isStaleCache', () => {
  it.each([
    ['kosh-precache-v12', false],
    ['kosh-runtime-v12', false],
    ['kosh-api-v12-u0a1b', false],
    ['kosh-api-v11-u0a1b', true],
    ['kosh-news-v9', true],
    ['workbox-precache-v2-http://x/', false],
    ['someone-elses-cache', false],
  ])('%s → %s', (name, stale) => {
    expect(isStaleCache(name, 12)).toBe(stale);
  });
});

describe('isUserCache', () => {
  it.each([
    ['kosh-api-v12-u0a1b2c', true],
    ['kosh-api-v7-uffff', true],
    ['kosh-api-v12', false],
    ['kosh-news-v12', false],
    ['kosh-api-v12-uBearer demo', false],
  ])('%s → %s', (name, expected) => {
    expect(isUserCache(name)).toBe(expected);
  });
});

describe('hexPrefix', () => {
  it('hex-encodes the first bytes, zero-padded', () => {
    expect(hexPrefix(new Uint8Array([0, 15, 255, 16]).buffer, 3)).toBe('000fff');
  });
});
