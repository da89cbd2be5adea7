import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isAppVersionCompatible } from '@/domain/version/compatibility';

/** Whether an Android shell at `app` meets the required version `required`. */
function atLeast(app: string, required: string): boolean {
  return isAppVersionCompatible({
    platform: 'android',
    appVersion: app,
    required: { android: required, ios: required },
  });
}

/**
 * The order of two versions as the compatibility check sees it, each checked against the other:
 * both pass when equal, one when it is the newer, neither when either is malformed.
 */
function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const up = atLeast(a, b);
  const down = atLeast(b, a);
  return up && down ? 0 : up ? 1 : down ? -1 : null;
}

describe('how versions compare', () => {
  it.each([
    ['1.10.0', '1.9.9', 1],
    ['1.9.9', '1.10.0', -1],
    ['1.2', '1.2.0', 0],
    ['1.2.0.0', '1.2', 0],
    ['2', '1.99.99', 1],
    ['01.2', '1.2', 0],
    ['0.0.1', '0.0.0', 1],
    ['', '1.0', null],
    ['1.0', '', null],
    ['1.a', '1.0', null],
    ['.1', '1.0', null],
    ['1.', '1.0', null],
    ['1..2', '1.0', null],
    ['-1.0', '1.0', null],
    [' 1.0', '1.0', null],
    ['1.0 ', '1.0', null],
    ['1.0-beta', '1.0', null],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('never throws for any strings', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => void compareVersions(a, b)));
  });

  it('is antisymmetric and reflexive on well-formed versions', () => {
    const version = fc
      .array(fc.nat({ max: 999 }), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, a)).toBe(0);
        expect(compareVersions(a, b)).toBe(-(compareVersions(b, a) ?? Number.NaN) || 0);
      }),
    );
  });
});

describe('isAppVersionCompatible', () => {
  const required = { android: '5.2.0', ios: '5.10' };
  it.each<['android' | 'ios' | 'web', string | null | undefined, boolean]>([
    ['web', null, true],
    ['web', 'garbage', true],
    ['android', '5.2.0', true],
    ['android', '5.2', true],
    ['android', '5.10.0', true],
    ['android', '5.1.9', false],
    ['ios', '5.9.9', false],
    ['ios', '5.10.0', true],
    ['ios', '6', true],
    ['android', null, false],
    ['ios', undefined, false],
    ['android', '', false],
    ['android', 'v5.3.0', false],
  ])('%s %j → %s', (platform, appVersion, expected) => {
    expect(isAppVersionCompatible({ platform, appVersion, required })).toBe(expected);
  });

  it('treats a malformed threshold as incompatible', () => {
    expect(
      isAppVersionCompatible({ platform: 'ios', appVersion: '9.9', required: { android: '1', ios: 'x' } }),
    ).toBe(false);
  });

  it('never throws for any app version string', () => {
    fc.assert(
      fc.property(fc.string(), (appVersion) => {
        expect(typeof isAppVersionCompatible({ platform: 'android', appVersion, required })).toBe('boolean');
      }),
    );
  });
});
