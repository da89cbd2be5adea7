import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { repaymentProblemMessage, type RepaymentProblem } from '@/domain/loans/repayment-quote';

import { repaymentProblemSaid } from '../../../../sandbox/routes/insta-cash/insta-cash-texts';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });

const PROBLEMS: readonly RepaymentProblem[] = [
  'nothing-overdue',
  'nothing-due',
  'overdue-first',
  'no-such-withdrawal',
  'amount-invalid',
  'amount-too-large',
  'nothing-to-foreclose',
];

describe("the gateway's repayment refusals", () => {
  it.each(PROBLEMS)('%s reads in English as the app words it', (problem) => {
    expect(repaymentProblemSaid(problem)['en-IN']).toBe(
      english.formatMessage(repaymentProblemMessage(problem)),
    );
  });
});
