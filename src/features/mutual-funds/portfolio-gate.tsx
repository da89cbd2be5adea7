import { defineMessages, useIntl } from 'react-intl';

import type { FundPortfolio } from '@/api/schemas/mutual-funds';
import { QueryGate, type QueryGateProps } from '@/components/feedback/query-gate';
import { SignInCard } from '@/components/feedback/sign-in-card';

const GATE = defineMessages({
  error: { id: 'mutualFunds.error', defaultMessage: 'Your mutual funds could not load' },
});

/** Signed out, the funds' screens say what signing in shows, in the same words. */
export function FundsSignIn() {
  const intl = useIntl();
  return (
    <SignInCard
      message={intl.formatMessage({
        id: 'mutualFunds.signIn',
        defaultMessage: 'Sign in to see your mutual funds.',
      })}
    />
  );
}

/**
 * The funds' screens all read the one portfolio answer: a failed refresh hides what was shown (a
 * fund's figures from an old answer beside a new one would mislead), in the same words.
 */
export function PortfolioGate(props: Omit<QueryGateProps<FundPortfolio>, 'messages' | 'errorHidesData'>) {
  return <QueryGate {...props} errorHidesData messages={GATE} />;
}
