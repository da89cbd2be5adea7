import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import {
  coverLabel,
  coverMessage,
  endDateLabel,
  endDateMessage,
  nomineeMessage,
  nomineeText,
  policyStatusMessage,
  policyStatusText,
  policyTypeMessage,
  policyTypeText,
  premiumFrequencyMessage,
  premiumFrequencyText,
} from '@/domain/insurance/policy-text';
import type { Text } from '@/domain/text/message';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const inHindi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const en = (text: Text) => english.formatMessage(text, text.values);
const hi = (text: Text) => inHindi.formatMessage(text, text.values);

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
  it('the messages say the same in English as the plain forms', () => {
    expect(en(premiumFrequencyMessage('HALF_YEARLY'))).toBe(premiumFrequencyText('HALF_YEARLY'));
    expect(en(policyStatusMessage('GRACE_PERIOD'))).toBe('In grace period');
    expect(en(policyTypeMessage('CRITICAL_ILLNESS'))).toBe('Critical illness');
    expect(en(policyTypeMessage(' '))).toBe('Policy');
    expect(en(coverMessage('MATURITY'))).toBe('Sum assured');
    expect(en(endDateMessage('RENEWAL'))).toBe('Renews on');
    for (const count of [0, 1, 3]) expect(en(nomineeMessage(count))).toBe(nomineeText(count));
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
