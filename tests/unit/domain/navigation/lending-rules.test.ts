import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DEFAULT_HOSTS } from '@/config/hosts';
import type { HostPlatform } from '@/domain/navigation/back-rules';
import { decideBackendBack } from '@/domain/navigation/back-rules';
import { openGoalUrl } from '@/domain/navigation/goals-rules';
import {
  decideLendingNavlink,
  isInternalLendingLink,
  statusRouteFor,
} from '@/domain/navigation/lending-rules';
import type { NavAction } from '@/domain/navigation/nav-action';

describe('decideLendingNavlink', () => {
  it.each([
    [
      'https://lending.kosh.money/kyc',
      '',
      'android',
      { kind: 'native-redirect', url: 'https://lending.kosh.money/kyc' },
    ],
    [
      'https://lending.kosh.money/kyc',
      '',
      'web',
      { kind: 'open-external', url: 'https://lending.kosh.money/kyc' },
    ],
    [
      '/lending/onboarding/pan?step=2',
      '?source=home&step=1',
      'web',
      { kind: 'push', path: '/lending/onboarding/pan?source=home&step=2' },
    ],
    ['/insta-cash', '', 'ios', { kind: 'push', path: '/insta-cash' }],
  ] as const)('%s with %j on %s', (link, search, platform, expected) => {
    expect(decideLendingNavlink(link, search, platform, DEFAULT_HOSTS)).toEqual(expected);
  });

  it.each(['https://evil.com/kyc', 'javascript:alert(1)', '//evil.com', 'http://lending.kosh.money/'])(
    'refuses %s',
    (link) => {
      expect(decideLendingNavlink(link, '', 'android', DEFAULT_HOSTS).kind).toBe('refused');
    },
  );
});

describe('isInternalLendingLink', () => {
  it.each([
    ['/lending/onboarding/start', true],
    ['https://app.kosh.money/lending/mini-app/emi', true],
    ['/lending/other', false],
    ['/insta-cash', false],
  ])('%s → %s', (link, expected) => {
    expect(isInternalLendingLink(link)).toBe(expected);
  });
});

describe('statusRouteFor', () => {
  it.each([
    ['mandate', '/payment/mandate/status'],
    ['disbursement', '/disbursement/status'],
    ['emi', '/mini-app/repayment/emi/status'],
    ['foreclosure', '/payment/foreclosure/status'],
    ['overdue', '/mini-app/repayment/overdue/status'],
    ['refund', ''],
    ['', ''],
    ['toString', ''],
    ['__proto__', ''],
  ])('%s → %j', (entity, route) => {
    expect(statusRouteFor(entity)).toBe(route);
  });
});

/** True when following `action` could land outside the app and its allow-list, or run script. */
function escapes(action: NavAction): boolean {
  const target =
    'url' in action && action.kind !== 'refused' ? action.url : 'path' in action ? action.path : null;
  if (target === null) return false;
  if (target.startsWith('/')) return target.startsWith('//');
  const url = new URL(target);
  const inner = url.searchParams.get('url');
  return (
    url.protocol !== 'https:' ||
    !DEFAULT_HOSTS.allowList.includes(url.hostname) ||
    (inner !== null && !inner.startsWith(`https://${DEFAULT_HOSTS.webviewHost}/`))
  );
}

describe('every rule, on any input', () => {
  const platforms = fc.constantFrom<HostPlatform>('android', 'ios', 'web');
  const urls = fc.oneof(
    fc.string(),
    fc.webUrl({ withQueryParameters: true }),
    fc.constantFrom('javascript:x', 'data:,x', '//evil.com', '/\\evil.com'),
  );

  it('never yields a foreign or script destination', () => {
    fc.assert(
      fc.property(urls, platforms, fc.string(), (url, platform, search) => {
        expect(escapes(decideLendingNavlink(url, search, platform, DEFAULT_HOSTS))).toBe(false);
        expect(escapes(openGoalUrl(url, platform, DEFAULT_HOSTS))).toBe(false);
        expect(escapes(decideBackendBack({ enabled: true, navlink: url }, false, DEFAULT_HOSTS).action)).toBe(
          false,
        );
      }),
      { numRuns: 500 },
    );
  });
});
