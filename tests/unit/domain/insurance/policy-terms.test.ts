import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';
import {
  graceDays,
  PREMIUM_FREQUENCIES,
  policyEndKind,
  policyStatus,
  premiumHistory,
  premiumReminderDay,
  premiumStillDue,
  type PremiumFrequency,
} from '@/domain/insurance/policy-terms';

const day = fc
  .integer({ min: dayNumber('2000-01-01'), max: dayNumber('2060-12-31') })
  .map((n) => isoDayFromNumber(n));

/**
 * The premiums due from `startDate` up to and including `through`, oldest first: the history of a
 * policy with nothing left to pay that ends on `through`, where every premium due counts as paid.
 */
function premiumDueDates(startDate: string, frequency: PremiumFrequency, through: string): string[] {
  const paidUp = { frequency, startDate, nextPremiumDue: null, expiryDate: through, premiumPaise: 100 };
  return premiumHistory(paidUp, through)
    .map((premium) => premium.due_date)
    .reverse();
}

/** `from` moved by `months` (≥ 0): the due date of a monthly premium `months` after the first. */
function addMonthsToDay(from: string, months: number): string {
  const due = premiumDueDates(from, 'MONTHLY', isoDayFromNumber(dayNumber(from) + (months + 1) * 31))[months];
  if (due === undefined) throw new Error(`no premium ${months} months after ${from}`);
  return due;
}

describe('months later', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 11, '2027-02-28'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonthsToDay(from, months)).toBe(expected);
  });
});

describe('premium due dates', () => {
  it('counts yearly premiums from the start up to and including the last day', () => {
    expect(premiumDueDates('2023-03-10', 'YEARLY', '2026-03-10')).toEqual([
      '2023-03-10',
      '2024-03-10',
      '2025-03-10',
      '2026-03-10',
    ]);
  });
  it('keeps a 31st on the 31st where the month has one', () => {
    expect(premiumDueDates('2026-01-31', 'MONTHLY', '2026-04-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });
  it('quarterly and half-yearly steps', () => {
    expect(premiumDueDates('2026-01-01', 'QUARTERLY', '2026-12-31')).toHaveLength(4);
    expect(premiumDueDates('2026-01-01', 'HALF_YEARLY', '2026-12-31')).toEqual(['2026-01-01', '2026-07-01']);
  });
  it('a single premium is due on the start only; nothing before the start', () => {
    expect(premiumDueDates('2020-06-01', 'ONE_TIME', '2030-01-01')).toEqual(['2020-06-01']);
    expect(premiumDueDates('2026-06-01', 'YEARLY', '2026-05-31')).toEqual([]);
  });
  it('property: ascending, within [start, through], step by frequency', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 4000 }),
        fc.constantFrom(...PREMIUM_FREQUENCIES),
        (start, span, f) => {
          const through = isoDayFromNumber(dayNumber(start) + span);
          const dates = premiumDueDates(start, f, through);
          expect(dates[0]).toBe(start);
          for (let i = 1; i < dates.length; i += 1) expect(dates[i]! > dates[i - 1]!).toBe(true);
          expect(dates.every((d) => d <= through)).toBe(true);
          if (f === 'ONE_TIME') expect(dates).toHaveLength(1);
        },
      ),
    );
  });
});

describe('graceDays', () => {
  it('15 days for monthly premiums, 30 for the others, none for a single premium', () => {
    expect(graceDays('MONTHLY')).toBe(15);
    expect(graceDays('QUARTERLY')).toBe(30);
    expect(graceDays('HALF_YEARLY')).toBe(30);
    expect(graceDays('YEARLY')).toBe(30);
    expect(graceDays('ONE_TIME')).toBe(0);
  });
});

describe('policyStatus', () => {
  const yearly = { frequency: 'YEARLY' as const, nextPremiumDue: '2026-12-01', expiryDate: '2050-11-30' };
  it.each([
    ['2026-11-25', 'ACTIVE'],
    ['2026-12-01', 'ACTIVE'],
    ['2026-12-02', 'GRACE_PERIOD'],
    ['2026-12-31', 'GRACE_PERIOD'],
    ['2027-01-01', 'LAPSED'],
    ['2050-12-01', 'EXPIRED'],
  ])('a yearly policy due 1 Dec 2026 on %s is %s', (today, status) => {
    expect(policyStatus(yearly, today)).toBe(status);
  });
  it('monthly premiums lapse after 15 days', () => {
    const monthly = { ...yearly, frequency: 'MONTHLY' as const };
    expect(policyStatus(monthly, '2026-12-16')).toBe('GRACE_PERIOD');
    expect(policyStatus(monthly, '2026-12-17')).toBe('LAPSED');
  });
  it('nothing left to pay: active until the expiry, expired after', () => {
    const paidUp = { ...yearly, nextPremiumDue: null };
    expect(policyStatus(paidUp, '2050-11-30')).toBe('ACTIVE');
    expect(policyStatus(paidUp, '2050-12-01')).toBe('EXPIRED');
  });
});

describe('policyEndKind', () => {
  it('health and general cover renew; life policies mature', () => {
    expect(policyEndKind('HEALTH')).toBe('RENEWAL');
    expect(policyEndKind('motor')).toBe('RENEWAL');
    expect(policyEndKind('TERM')).toBe('MATURITY');
    expect(policyEndKind('ENDOWMENT')).toBe('MATURITY');
  });
});

describe('premiumHistory', () => {
  const policy = {
    frequency: 'YEARLY' as const,
    startDate: '2023-03-10',
    nextPremiumDue: '2027-03-10',
    expiryDate: '2053-03-09',
    premiumPaise: 14_280_00,
  };
  it('newest first: the next premium due, then every paid one back to the start', () => {
    expect(premiumHistory(policy, '2026-11-25')).toEqual([
      { due_date: '2027-03-10', amount_paise: 14_280_00, status: 'DUE' },
      { due_date: '2026-03-10', amount_paise: 14_280_00, status: 'PAID' },
      { due_date: '2025-03-10', amount_paise: 14_280_00, status: 'PAID' },
      { due_date: '2024-03-10', amount_paise: 14_280_00, status: 'PAID' },
      { due_date: '2023-03-10', amount_paise: 14_280_00, status: 'PAID' },
    ]);
  });
  it('the next premium is overdue once today is past it', () => {
    expect(premiumHistory(policy, '2027-03-11')[0]?.status).toBe('OVERDUE');
  });
  it('nothing left to pay: premiums up to today only, all paid', () => {
    const paidUp = { ...policy, nextPremiumDue: null };
    const history = premiumHistory(paidUp, '2025-06-01');
    expect(history.map((p) => p.due_date)).toEqual(['2025-03-10', '2024-03-10', '2023-03-10']);
    expect(history.every((p) => p.status === 'PAID')).toBe(true);
  });
  it('property: exactly one unpaid premium when one is due, and it is the newest', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(...PREMIUM_FREQUENCIES),
        (start, cycles, f) => {
          const next = f === 'ONE_TIME' ? null : addMonthsToDay(start, cycles * (f === 'MONTHLY' ? 1 : 12));
          const history = premiumHistory(
            {
              frequency: f,
              startDate: start,
              nextPremiumDue: next,
              expiryDate: '2099-12-31',
              premiumPaise: 100,
            },
            next ?? start,
          );
          const unpaid = history.filter((p) => p.status !== 'PAID');
          expect(unpaid).toHaveLength(next === null ? 0 : 1);
          if (next !== null) expect(history[0]?.due_date).toBe(next);
        },
      ),
    );
  });
});

describe('premiumStillDue', () => {
  it('a premium due within the cover is due', () => {
    expect(premiumStillDue('TERM', '2027-03-10', '2053-03-09')).toBe('2027-03-10');
    expect(premiumStillDue('TERM', '2053-03-09', '2053-03-09')).toBe('2053-03-09');
  });
  it('past the end of the cover nothing is due, but a renewal premium the day after the term', () => {
    expect(premiumStillDue('TERM', '2053-03-10', '2053-03-09')).toBeNull();
    expect(premiumStillDue('HEALTH', '2027-08-11', '2027-08-10')).toBe('2027-08-11');
    expect(premiumStillDue('HEALTH', '2027-08-12', '2027-08-10')).toBeNull();
    expect(premiumStillDue('HEALTH', null, '2027-08-10')).toBeNull();
  });
});

describe('premiumReminderDay', () => {
  it('30 days before the due date, across months and years; none when nothing is due', () => {
    expect(premiumReminderDay('2027-03-10')).toBe('2027-02-08');
    expect(premiumReminderDay('2027-01-15')).toBe('2026-12-16');
    expect(premiumReminderDay(null)).toBeNull();
  });
});
