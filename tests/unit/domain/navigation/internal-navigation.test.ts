import { describe, expect, it } from 'vitest';

import { internalNavigation, stripClientSuffix } from '@/domain/navigation/internal-navigation';

describe('internalNavigation', () => {
  it.each([
    [
      '/account-aggregator/onboarding/enter-secondary-mobile',
      'abc',
      {},
      '/account-aggregator/onboarding/enter-secondary-mobile/client?q=abc',
      '/account-aggregator/onboarding/enter-secondary-mobile?q=abc',
    ],
    [
      '/savings',
      'x y',
      { change_number: 'true' },
      '/savings/client?q=x+y&change_number=true',
      '/savings?q=x+y&change_number=true',
    ],
    ['/savings/client', 'a', {}, '/savings/client?q=a', '/savings?q=a'],
    ['/', 'a', {}, '/client?q=a', '/?q=a'],
  ])('%s', (path, q, extra, pushed, visible) => {
    expect(internalNavigation(path, q, extra)).toEqual({ kind: 'push', path: pushed, visibleUrl: visible });
  });
});

describe('stripClientSuffix', () => {
  it.each([
    ['/x/client', '/x'],
    ['/x', '/x'],
    ['/client', '/'],
    ['/x/clients', '/x/clients'],
  ])('%s → %s', (path, expected) => {
    expect(stripClientSuffix(path)).toBe(expected);
  });
});
