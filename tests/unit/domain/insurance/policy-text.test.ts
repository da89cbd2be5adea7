import { describe, expect, it } from 'vitest';

import {
  coverLabel,
  endDateLabel,
  nomineeText,
  policyStatusText,
  policyTypeText,
  premiumFrequencyText,
} from '@/domain/insurance/policy-text';

describe('policy text', () => {
  it('frequencies read after the amount', () => {
    expect(premiumFrequencyText('YEARLY')).toBe('a year');
    expect(premiumFrequencyText('MONTHLY')).toBe('a month');
    expect(premiumFrequencyText('ONE_TIME')).toBe('single premium');
  });
  it('statuses', () => {
    expect(policyStatusText('GRACE_PERIOD')).toBe('In grace period');
    expect(policyStatusText('LAPSED')).toBe('Lapsed');
  });
  it('known types by name, unknown ones in sentence case, empty as "Policy"', () => {
    expect(policyTypeText('TERM')).toBe('Term life');
    expect(policyTypeText('health')).toBe('Health');
    expect(policyTypeText('CRITICAL_ILLNESS')).toBe('Critical illness');
    expect(policyTypeText('  ')).toBe('Policy');
  });
  it('cover and end-date labels follow renewal or maturity', () => {
    expect(coverLabel('RENEWAL')).toBe('Cover');
    expect(coverLabel('MATURITY')).toBe('Sum assured');
    expect(endDateLabel('RENEWAL')).toBe('Renews on');
    expect(endDateLabel('MATURITY')).toBe('Matures on');
  });
  it('nominees', () => {
    expect(nomineeText(0)).toBe('No nominee');
    expect(nomineeText(1)).toBe('1 nominee');
    expect(nomineeText(3)).toBe('3 nominees');
  });
});
