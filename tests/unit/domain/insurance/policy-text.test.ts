import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import {
  coverMessage,
  endDateMessage,
  nomineeMessage,
  policyStatusMessage,
  policyTypeMessage,
  premiumFrequencyMessage,
} from '@/domain/insurance/policy-text';
import type { Text } from '@/domain/text/message';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const inHindi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const en = (text: Text) => english.formatMessage(text, text.values);
const hi = (text: Text) => inHindi.formatMessage(text, text.values);

describe('policy text', () => {
  it('frequencies read after the amount', () => {
    expect(en(premiumFrequencyMessage('YEARLY'))).toBe('a year');
    expect(en(premiumFrequencyMessage('MONTHLY'))).toBe('a month');
    expect(en(premiumFrequencyMessage('HALF_YEARLY'))).toBe('every six months');
    expect(en(premiumFrequencyMessage('ONE_TIME'))).toBe('single premium');
  });
  it('statuses', () => {
    expect(en(policyStatusMessage('GRACE_PERIOD'))).toBe('In grace period');
    expect(en(policyStatusMessage('LAPSED'))).toBe('Lapsed');
  });
  it('known types by name, unknown ones in sentence case, empty as "Policy"', () => {
    expect(en(policyTypeMessage('TERM'))).toBe('Term life');
    expect(en(policyTypeMessage('health'))).toBe('Health');
    expect(en(policyTypeMessage('CRITICAL_ILLNESS'))).toBe('Critical illness');
    expect(en(policyTypeMessage('  '))).toBe('Policy');
  });
  it('cover and end-date labels follow renewal or maturity', () => {
    expect(en(coverMessage('RENEWAL'))).toBe('Cover');
    expect(en(coverMessage('MATURITY'))).toBe('Sum assured');
    expect(en(endDateMessage('RENEWAL'))).toBe('Renews on');
    expect(en(endDateMessage('MATURITY'))).toBe('Matures on');
  });
  it('nominees', () => {
    expect(en(nomineeMessage(0))).toBe('No nominee');
    expect(en(nomineeMessage(1))).toBe('1 nominee');
    expect(en(nomineeMessage(3))).toBe('3 nominees');
    expect(en(nomineeMessage(-2))).toBe('No nominee');
  });
  it('in Hindi', () => {
    expect(hi(premiumFrequencyMessage('YEARLY'))).toBe('हर साल');
    expect(hi(policyStatusMessage('LAPSED'))).toBe('बंद हो गई');
    expect(hi(policyTypeMessage('HEALTH'))).toBe('स्वास्थ्य');
    expect(hi(coverMessage('MATURITY'))).toBe('बीमा राशि');
    expect(hi(endDateMessage('MATURITY'))).toBe('मैच्योरिटी की तारीख़');
    expect(hi(nomineeMessage(0))).toBe('कोई नॉमिनी नहीं');
    expect(hi(nomineeMessage(2))).toBe('2 नॉमिनी');
  });
});
