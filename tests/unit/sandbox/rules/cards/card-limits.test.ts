import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  daysToDue,
  minOutstandingPaise,
  outstandingPaise,
  statementStatusOn,
  type StatementDues,
} from '@/domain/cards/statement-status';

import { shareBps, usedLimitPaise, utilisationBps } from '../../../../../sandbox/rules/cards/card-limits';

describe('utilisationBps', () => {
  it.each([
    [100_000_00, 100_000_00, 0],
    [100_000_00, 70_000_00, 3000],
    [100_000_00, 0, 10_000],
    [100_000_00, -10_000_00, 11_000],
    [100_000_00, 120_000_00, 0],
    [0, 0, 0],
    [300, 299, 33],
  ])('limit %i, available %i → %i bps', (limit, available, expected) => {
    expect(utilisationBps(limit, available)).toBe(expected);
  });

  it('is a non-negative integer and at most 10,000 while available is not negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        (limit, available) => {
          const bps = utilisationBps(limit, available);
          expect(Number.isInteger(bps)).toBe(true);
          expect(bps).toBeGreaterThanOrEqual(0);
          expect(bps).toBeLessThanOrEqual(10_000);
          expect(usedLimitPaise(limit, available)).toBe(Math.max(0, limit - available));
        },
      ),
    );
  });

  it.each([
    [1, 3, 3333],
    [0, 0, 0],
    [5, 5, 10_000],
  ])('shareBps(%i, %i) → %i', (part, whole, expected) => {
    expect(shareBps(part, whole)).toBe(expected);
  });
});

describe('statement status', () => {
  const dues = (paid: number, dueDate = '2025-03-20'): StatementDues => ({
    totalDuePaise: 50_000_00,
    minDuePaise: 2_500_00,
    paidPaise: paid,
    dueDate,
  });

  it.each([
    [dues(0), '2025-03-10', 'DUE', 10],
    [dues(0), '2025-03-20', 'DUE', 0],
    [dues(0), '2025-03-21', 'OVERDUE', -1],
    [dues(1_000_00), '2025-03-10', 'PARTIALLY_PAID', 10],
    [dues(1_000_00), '2025-03-25', 'OVERDUE', -5],
    [dues(2_500_00), '2025-03-25', 'PARTIALLY_PAID', -5],
    [dues(50_000_00), '2025-04-25', 'PAID', -36],
    [dues(60_000_00), '2025-03-10', 'PAID', 10],
    [{ totalDuePaise: 0, minDuePaise: 0, paidPaise: 0, dueDate: '2025-03-20' }, '2025-05-01', 'PAID', -42],
  ])('%j on %s → %s, %i days to due', (d, today, status, days) => {
    expect(statementStatusOn(d, today)).toBe(status);
    expect(daysToDue(d.dueDate, today)).toBe(days);
  });

  it.each([
    [0, 50_000_00, 2_500_00],
    [1_000_00, 49_000_00, 1_500_00],
    [3_000_00, 47_000_00, 0],
    [70_000_00, 0, 0],
  ])('paid %i → outstanding %i, min outstanding %i', (paid, outstanding, minOutstanding) => {
    expect(outstandingPaise(dues(paid))).toBe(outstanding);
    expect(minOutstandingPaise(dues(paid))).toBe(minOutstanding);
  });

  it('is PAID exactly when nothing is outstanding', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1e9 }),
        fc.nat({ max: 1e9 }),
        fc.nat({ max: 1e9 }),
        fc.integer({ min: -60, max: 60 }),
        (total, min, paid, offset) => {
          const d = { totalDuePaise: total, minDuePaise: min, paidPaise: paid, dueDate: '2025-03-20' };
          const today = new Date(Date.UTC(2025, 2, 20 + offset)).toISOString().slice(0, 10);
          expect(statementStatusOn(d, today) === 'PAID').toBe(outstandingPaise(d) === 0);
          expect(minOutstandingPaise(d)).toBeLessThanOrEqual(outstandingPaise(d));
        },
      ),
    );
  });
});
