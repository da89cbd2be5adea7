import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { paise } from '@/domain/money/paise';
import { describeChange, formatSignedBps, formatSignedInr } from '@/domain/portfolio/change-text';

describe('formatSignedBps', () => {
  it.each([
    [55, '+0.55%'],
    [-174, '−1.74%'],
    [0, '0.00%'],
    [10_000, '+100.00%'],
    [-5, '−0.05%'],
    [123_456, '+1234.56%'],
  ])('%i bps → %s', (bps, text) => {
    expect(formatSignedBps(bps)).toBe(text);
  });

  it('shows a dash when there is no base or no number', () => {
    expect(formatSignedBps(null)).toBe('—');
    expect(formatSignedBps(Number.NaN)).toBe('—');
  });

  it('always reads back as the integer it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (bps) => {
        const text = formatSignedBps(bps);
        expect(Math.round(Number(text.replace('%', '').replace('−', '-')) * 100)).toBe(bps);
        expect(text.startsWith('+')).toBe(bps > 0);
        expect(text.startsWith('−')).toBe(bps < 0);
      }),
    );
  });
});

describe('formatSignedInr', () => {
  it('puts + before gains and the minus sign (U+2212) before losses', () => {
    expect(formatSignedInr(paise(219605))).toBe('+₹2,196.05');
    expect(formatSignedInr(paise(-985955))).toBe('−₹9,859.55');
    expect(formatSignedInr(paise(0))).toBe('₹0.00');
    expect(formatSignedInr(paise(5050897), true)).toBe('+₹50.5K');
  });
});

describe('describeChange', () => {
  it('tells a gain in signs, with the unsigned parts words are built from', () => {
    expect(describeChange(paise(219605), 55)).toEqual({
      direction: 'gain',
      text: '+₹2,196.05 (+0.55%)',
      magnitude: '₹2,196.05',
      percent: '0.55%',
    });
  });

  it('tells a loss by its direction, not only the minus sign', () => {
    const change = describeChange(paise(-463395), -114, true);
    expect(change.direction).toBe('loss');
    expect(change.text).toBe('−₹4.63K (−1.14%)');
    expect(change.magnitude).toBe('₹4,633.95');
    expect(change.percent).toBe('1.14%');
  });

  it('leaves the percentage out when it has no base', () => {
    expect(describeChange(paise(0), null)).toEqual({
      direction: 'flat',
      text: '₹0.00',
      magnitude: '₹0.00',
      percent: null,
    });
  });

  it('writes the compact units in Hindi when asked', () => {
    expect(describeChange(paise(-123456789), null, true, 'hi-IN').text).toBe('−₹12.34 लाख');
  });

  it('reads the direction from the amount', () => {
    const direction = (amount: number) => describeChange(paise(amount), null).direction;
    expect(direction(1)).toBe('gain');
    expect(direction(-1)).toBe('loss');
    expect(direction(0)).toBe('flat');
    expect(direction(Number.NaN)).toBe('flat');
  });
});
