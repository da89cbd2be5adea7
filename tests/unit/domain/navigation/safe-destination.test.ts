import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { classifyDestination } from '@/domain/navigation/safe-destination';

const ALLOW = ['www.kosh.money', 'goals.kosh.money'];

describe('classifyDestination', () => {
  it.each([
    ['/savings', { kind: 'app-path', path: '/savings', search: '', hash: '' }],
    ['/savings?tab=1#top', { kind: 'app-path', path: '/savings', search: '?tab=1', hash: '#top' }],
    ['/a/../b', { kind: 'app-path', path: '/b', search: '', hash: '' }],
    [
      'https://goals.kosh.money/plan',
      { kind: 'https', url: 'https://goals.kosh.money/plan', host: 'goals.kosh.money' },
    ],
    [
      'https://GOALS.kosh.money./x',
      { kind: 'https', url: 'https://goals.kosh.money./x', host: 'goals.kosh.money' },
    ],
  ])('accepts %s', (raw, expected) => {
    expect(classifyDestination(raw, ALLOW)).toEqual(expected);
  });

  it.each([
    ['', 'empty'],
    ['javascript:alert(1)', 'scheme'],
    [' javascript:alert(1)', 'scheme'],
    ['java\tscript:alert(1)', 'control'],
    ['JAVASCRIPT:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['http://goals.kosh.money/', 'scheme'],
    ['//evil.com', 'protocol-relative'],
    ['/\\evil.com', 'backslash'],
    ['/.//evil.com', 'leaves'],
    ['https://evil.com?x=goals.kosh.money', 'host'],
    ['https://goals.kosh.money.evil.com/', 'host'],
    ['https://evilgoals.kosh.money/', 'host'],
    ['https://goals.kosh.money@evil.com/', 'credentials'],
    ['https://user:pw@goals.kosh.money/', 'credentials'],
    ['https://goals.kosh.money:8443/', 'host'],
    ['ftp://goals.kosh.money/', 'scheme'],
    ['savings', 'not a URL'],
  ])('refuses %j', (raw, reason) => {
    const result = classifyDestination(raw, ALLOW);
    expect(result.kind).toBe('refused');
    expect(result.kind === 'refused' && result.reason).toContain(reason);
  });

  it('never yields a foreign host or a non-https scheme, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (raw) => {
          const result = classifyDestination(raw, ALLOW);
          if (result.kind === 'https') {
            const url = new URL(result.url);
            expect(url.protocol).toBe('https:');
            expect(ALLOW).toContain(result.host);
          }
          if (result.kind === 'app-path') expect(result.path.startsWith('//')).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
