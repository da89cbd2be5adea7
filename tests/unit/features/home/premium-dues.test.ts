import { describe, expect, it } from 'vitest';

import type { InsurancePolicy } from '@/api/schemas/insurance';
import { premiumDues } from '@/features/home/due-items';

const policy = (over: Partial<InsurancePolicy>): InsurancePolicy => ({
  policy_id: 'pol-1',
  account_id: 'acc-1',
  insurer: 'HDFC Life Insurance',
  policy_name: 'Click 2 Protect',
  policy_number_masked: 'XXXXXX6190',
  policy_type: 'TERM',
  cover_type: 'INDIVIDUAL',
  sum_assured_paise: 1_00_00_000_00,
  premium_paise: 14_280_00,
  premium_frequency: 'YEARLY',
  start_date: '2023-08-11',
  next_premium_due: '2026-12-11',
  expiry_date: '2053-08-10',
  end_kind: 'MATURITY',
  nominee_count: 2,
  status: 'ACTIVE',
  ...over,
});

describe('premiumDues', () => {
  it("each policy's next premium, opening the policy's page", () => {
    expect(premiumDues({ policies: [policy({})] })).toEqual([
      {
        id: 'premium-pol-1',
        kind: 'INSURANCE',
        dueDate: '2026-12-11',
        title: expect.objectContaining({
          id: 'home.due.premium',
          values: { policy: 'Click 2 Protect' },
        }) as unknown,
        amountPaise: 14_280_00,
        detail: 'HDFC Life Insurance',
        href: '/account-aggregator/insurance/policy/pol-1',
      },
    ]);
  });
  it('a policy with nothing left to pay, or no answer yet, gives nothing', () => {
    expect(premiumDues({ policies: [policy({ next_premium_due: null })] })).toEqual([]);
    expect(premiumDues(undefined)).toEqual([]);
  });
});
