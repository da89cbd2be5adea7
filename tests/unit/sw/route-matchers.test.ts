import { describe, expect, it } from 'vitest';

import {
  GATEWAY_NAVIGATION,
  isAllowedImage,
  isApiGet,
  isAppFont,
  isNewsRequest,
} from '../../../sw/route-matchers';

const ORIGIN = 'http://localhost:4173';
const url = (path: string) => new URL(path, ORIGIN);

describe('isApiGet', () => {
  it.each([
    ['/ind-investment/api/v4/user/basic/', 'GET', true],
    ['/aa-service/l1-screen-v2', 'GET', true],
    ['/stocks-widget/in-stocks/consolidated-holdings', 'GET', true],
    ['/aa-service/all-transactions', 'POST', false],
    ['/stories-service/story/news/live-stocks', 'GET', false],
    ['/assets/index.js', 'GET', false],
    ['/savings', 'GET', false],
    ['/aa-servicex/thing', 'GET', false],
  ])('%s %s → %s', (path, method, expected) => {
    expect(isApiGet(url(path), method, ORIGIN)).toBe(expected);
  });

  it('ignores other origins', () => {
    expect(isApiGet(new URL('https://evil.com/aa-service/x'), 'GET', ORIGIN)).toBe(false);
  });
});

describe('isNewsRequest', () => {
  it.each([
    ['/stories-service/story/news/live-stocks?filter=all', true],
    ['/stories-service/other', false],
  ])('%s → %s', (path, expected) => {
    expect(isNewsRequest(url(path), ORIGIN)).toBe(expected);
  });
});

describe('isAllowedImage', () => {
  it.each([
    ['https://assets.kosh.money/logo.png', 'image', true],
    ['https://static.kosh.money/a.webp', 'image', true],
    ['http://assets.kosh.money/logo.png', 'image', false],
    ['https://evil.com/a.png', 'image', false],
    ['https://assets.kosh.money/data.json', '', false],
  ])('%s (%s) → %s', (href, destination, expected) => {
    expect(isAllowedImage(new URL(href), destination)).toBe(expected);
  });
});

describe('GATEWAY_NAVIGATION (what the SPA shell must not answer)', () => {
  // Workbox tests the denylist against pathname + search.
  it.each([
    ['/login', true],
    ['/login?return_to=%2F', true],
    ['/login/', true],
    ['/sandbox/health', true],
    ['/aa-service/l1-screen-v2?x=1', true],
    ['/track', true],
    ['/loginx', false],
    ['/tracker', false],
    ['/', false],
    ['/savings?tab=1', false],
    ['/account-aggregator/onboarding/enter-secondary-mobile/client', false],
  ])('%s → %s', (pathAndSearch, denied) => {
    expect(GATEWAY_NAVIGATION.test(pathAndSearch)).toBe(denied);
  });
});

describe('isAppFont', () => {
  const origin = 'https://app.example.in';
  it('matches the app’s own woff2 files under /assets', () => {
    expect(
      isAppFont(new URL(`${origin}/assets/noto-sans-devanagari-devanagari-400-normal-AbC123.woff2`), origin),
    ).toBe(true);
  });
  it('matches the sales PDF’s woff files under /assets', () => {
    expect(
      isAppFont(new URL(`${origin}/assets/noto-sans-devanagari-latin-400-normal-AbC123.woff`), origin),
    ).toBe(true);
  });
  it('leaves scripts, other origins and nested paths alone', () => {
    expect(isAppFont(new URL(`${origin}/assets/index-AbC123.js`), origin)).toBe(false);
    expect(isAppFont(new URL('https://cdn.example.com/assets/font.woff2'), origin)).toBe(false);
    expect(isAppFont(new URL(`${origin}/api/assets/font.woff2`), origin)).toBe(false);
    expect(isAppFont(new URL(`${origin}/assets/x/font.woff2`), origin)).toBe(false);
  });
});
