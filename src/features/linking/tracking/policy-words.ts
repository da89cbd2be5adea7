import type { IntlShape } from 'react-intl';

import type { PolicyStatus, PremiumFrequency } from '@/domain/insurance/policy-terms';
import {
  coverMessage,
  endDateMessage,
  nomineeMessage,
  policyStatusMessage,
  policyTypeMessage,
  premiumFrequencyMessage,
} from '@/domain/insurance/policy-text';
import type { Text } from '@/domain/text/message';

/**
 * A policy's terms in the app's language, for the linking feature's insurance screens: the
 * domain's messages (policy-text), worded by `intl`.
 */
export const policyWords = (intl: IntlShape) => {
  const say = (text: Text) => intl.formatMessage(text, text.values);
  return {
    frequency: (frequency: PremiumFrequency) => say(premiumFrequencyMessage(frequency)),
    status: (status: PolicyStatus) => say(policyStatusMessage(status)),
    type: (policyType: string) => say(policyTypeMessage(policyType)),
    cover: (endKind: 'RENEWAL' | 'MATURITY') => say(coverMessage(endKind)),
    endDate: (endKind: 'RENEWAL' | 'MATURITY') => say(endDateMessage(endKind)),
    nominees: (count: number) => say(nomineeMessage(count)),
  };
};
