import { describe, expect, it } from 'vitest';

import { DEFAULT_HOSTS } from '@/config/hosts';
import { openGoalUrl, parentRedirectTarget, withGoalsToken } from '@/domain/navigation/goals-rules';

const GOALS = 'https://www.kosh.money/goals';
const DASHBOARD = 'https://www.kosh.money/dashboard';

describe('parentRedirectTarget', () => {
  it.each([
    ['/goals', GOALS],
    ['/goals/retirement?x=1', GOALS],
    ['/savings?source=goals', GOALS],
    ['/insurance/term', GOALS],
    ['/onboarding/health-insurance-v2/start', GOALS],
    ['/savings', DASHBOARD],
    ['/goalsetting', DASHBOARD],
    ['/savings?source=goalsx', DASHBOARD],
    ['', DASHBOARD],
  ])('%s → %s', (url, target) => {
    expect(parentRedirectTarget(url, DEFAULT_HOSTS)).toEqual({ kind: 'parent-redirect', url: target });
  });
});

describe('openGoalUrl', () => {
  it('opens a slash URL in a plain browser with source=goals', () => {
    expect(openGoalUrl('/goals/retirement?step=2#a', 'web', DEFAULT_HOSTS)).toEqual({
      kind: 'push',
      path: '/goals/retirement?step=2&source=goals#a',
    });
  });

  it.each(['android', 'ios'] as const)(
    'opens a slash URL in the %s webview through the launch URL',
    (platform) => {
      const action = openGoalUrl('/goals/retirement', platform, DEFAULT_HOSTS);
      expect(action).toEqual({
        kind: 'native-webview',
        url: `https://www.kosh.money/launch?url=${encodeURIComponent('https://app.kosh.money/goals/retirement')}`,
      });
    },
  );

  it('refuses unsafe goal URLs', () => {
    expect(openGoalUrl('javascript:alert(1)', 'web', DEFAULT_HOSTS).kind).toBe('refused');
    expect(openGoalUrl('//evil.com/goals', 'android', DEFAULT_HOSTS).kind).toBe('refused');
  });
});

describe('withGoalsToken', () => {
  it.each([
    ['https://goals.kosh.money/plan', 'Bearer abc', 'web', 'https://goals.kosh.money/plan?token=abc'],
    [
      'https://goals.kosh.money/plan?a=1#x',
      'bearer abc',
      'web',
      'https://goals.kosh.money/plan?a=1&token=abc#x',
    ],
    ['https://goals.kosh.money/plan', 'Bearer abc', 'android', 'https://goals.kosh.money/plan'],
    ['https://goals.kosh.money/plan', null, 'web', 'https://goals.kosh.money/plan'],
    ['http://goals.kosh.money/plan', 'Bearer abc', 'web', 'http://goals.kosh.money/plan'],
    ['https://goals.kosh.money.evil.com/', 'Bearer abc', 'web', 'https://goals.kosh.money.evil.com/'],
    ['https://evil.com/?x=goals.kosh.money', 'Bearer abc', 'web', 'https://evil.com/?x=goals.kosh.money'],
    ['https://www.kosh.money/goals', 'Bearer abc', 'web', 'https://www.kosh.money/goals'],
    ['/goals', 'Bearer abc', 'web', '/goals'],
  ] as const)('%s (%s, %s) → %s', (url, auth, platform, expected) => {
    expect(withGoalsToken(url, auth, platform, DEFAULT_HOSTS)).toBe(expected);
  });
});
