import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';

import type { PolicyStatus, PremiumFrequency } from '@/domain/insurance/policy-terms';
import { policyTypeText } from '@/domain/insurance/policy-text';

/**
 * A policy's terms in the app's language, for the linking feature's insurance screens. The English
 * is the domain's (policy-text); a policy type the insurer names and we do not know stays its word.
 */
const FREQUENCY = defineMessages({
  MONTHLY: { id: 'linking.policy.frequencyMonthly', defaultMessage: 'a month' },
  QUARTERLY: { id: 'linking.policy.frequencyQuarterly', defaultMessage: 'a quarter' },
  HALF_YEARLY: { id: 'linking.policy.frequencyHalfYearly', defaultMessage: 'every six months' },
  YEARLY: { id: 'linking.policy.frequencyYearly', defaultMessage: 'a year' },
  ONE_TIME: { id: 'linking.policy.frequencyOneTime', defaultMessage: 'single premium' },
});

const STATUS = defineMessages({
  ACTIVE: { id: 'linking.policy.statusActive', defaultMessage: 'Active' },
  GRACE_PERIOD: { id: 'linking.policy.statusGrace', defaultMessage: 'In grace period' },
  LAPSED: { id: 'linking.policy.statusLapsed', defaultMessage: 'Lapsed' },
  EXPIRED: { id: 'linking.policy.statusExpired', defaultMessage: 'Expired' },
});

const TYPE = defineMessages({
  TERM: { id: 'linking.policy.typeTerm', defaultMessage: 'Term life' },
  ENDOWMENT: { id: 'linking.policy.typeEndowment', defaultMessage: 'Endowment' },
  MONEYBACK: { id: 'linking.policy.typeMoneyback', defaultMessage: 'Money back' },
  PENSION_PLAN: { id: 'linking.policy.typePension', defaultMessage: 'Pension plan' },
  WHOLE_LIFE: { id: 'linking.policy.typeWholeLife', defaultMessage: 'Whole life' },
  CHILDREN_PLAN: { id: 'linking.policy.typeChildren', defaultMessage: "Children's plan" },
  ULIP: { id: 'linking.policy.typeUlip', defaultMessage: 'ULIP' },
  HEALTH: { id: 'linking.policy.typeHealth', defaultMessage: 'Health' },
  MOTOR: { id: 'linking.policy.typeMotor', defaultMessage: 'Motor' },
  TRAVEL: { id: 'linking.policy.typeTravel', defaultMessage: 'Travel' },
  HOME: { id: 'linking.policy.typeHome', defaultMessage: 'Home' },
});

export const policyWords = (intl: IntlShape) => ({
  frequency: (frequency: PremiumFrequency) => intl.formatMessage(FREQUENCY[frequency]),
  status: (status: PolicyStatus) => intl.formatMessage(STATUS[status]),
  type: (policyType: string) => {
    const known = TYPE[policyType.toUpperCase() as keyof typeof TYPE];
    return known === undefined ? policyTypeText(policyType) : intl.formatMessage(known);
  },
  cover: (endKind: 'RENEWAL' | 'MATURITY') =>
    endKind === 'RENEWAL'
      ? intl.formatMessage({ id: 'linking.policy.cover', defaultMessage: 'Cover' })
      : intl.formatMessage({ id: 'linking.policy.sumAssured', defaultMessage: 'Sum assured' }),
  endDate: (endKind: 'RENEWAL' | 'MATURITY') =>
    endKind === 'RENEWAL'
      ? intl.formatMessage({ id: 'linking.policy.renewsOn', defaultMessage: 'Renews on' })
      : intl.formatMessage({ id: 'linking.policy.maturesOn', defaultMessage: 'Matures on' }),
  nominees: (count: number) =>
    intl.formatMessage(
      {
        id: 'linking.policy.nominees',
        defaultMessage: '{count, plural, =0 {No nominee} one {# nominee} other {# nominees}}',
      },
      { count: Math.max(0, count) },
    ),
});
