import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { budgetProgress } from '@/domain/spending/budget-pace';

describe('budgetProgress', () => {
  it('is over once spending passes the limit', () => {
    const p = budgetProgress({ limitPaise: 10_000, spentPaise: 10_001, day: 3, daysInMonth: 30 });
    expect(p.status).toBe('OVER');
    expect(p.leftPaise).toBe(-1);
  });

  it('is on pace to run over when the rate so far would pass the limit', () => {
    // Half the budget in a third of the month: 150 % by the end.
    const p = budgetProgress({ limitPaise: 30_000, spentPaise: 15_000, day: 10, daysInMonth: 30 });
    expect(p).toEqual({
      leftPaise: 15_000,
      paceFraction: 1 / 3,
      spentFraction: 0.5,
      projectedPaise: 45_000,
      status: 'ON_PACE_TO_OVER',
    });
  });

  it('is on track at or under the pace, and exactly at the limit', () => {
    expect(budgetProgress({ limitPaise: 30_000, spentPaise: 10_000, day: 10, daysInMonth: 30 }).status).toBe(
      'ON_TRACK',
    );
    expect(budgetProgress({ limitPaise: 30_000, spentPaise: 30_000, day: 30, daysInMonth: 30 }).status).toBe(
      'ON_TRACK',
    );
  });

  it('never says on track for spending over the limit, nor over for spending within it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 1, max: 31 }),
        (limit, spent, day) => {
          const p = budgetProgress({ limitPaise: limit, spentPaise: spent, day, daysInMonth: 31 });
          expect(p.status === 'OVER').toBe(spent > limit);
          expect(p.leftPaise).toBe(limit - spent);
          expect(p.projectedPaise).toBeGreaterThanOrEqual(spent);
          expect(p.paceFraction).toBeGreaterThan(0);
          expect(p.paceFraction).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
