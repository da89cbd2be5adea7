import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';

import { paise } from '@/domain/money/paise';

import { Amount } from './amount';
import { SignedAmount } from './signed-amount';

export type MoneyFlowTotalsProps = {
  moneyInPaise: number;
  moneyOutPaise: number;
  /** Further figures after the two totals, e.g. the monthly averages. */
  figures: readonly { term: string; paise: number }[];
};

/** The figures under a money in/out chart: money in and out over the period, then `figures`. */
export function MoneyFlowTotals({ moneyInPaise, moneyOutPaise, figures }: MoneyFlowTotalsProps) {
  const intl = useIntl();
  return (
    <Box
      component="dl"
      aria-label={intl.formatMessage({
        id: 'components.moneyFlowTotals.label',
        defaultMessage: 'Money in and out totals',
      })}
      sx={{
        display: 'grid',
        // Two columns where they fit; one at 320 px, where a full amount is wider than half the row.
        gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
        gap: 1.5,
        m: 0,
        mt: 1,
        '& dt': { color: 'text.secondary', fontSize: '0.8rem' },
        '& dd': { m: 0, fontWeight: 700 },
      }}
    >
      <div>
        <dt>
          <FormattedMessage id="common.money.in" defaultMessage="Money in" />
        </dt>
        <dd>
          <SignedAmount type="CREDIT" amountPaise={moneyInPaise} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="common.money.out" defaultMessage="Money out" />
        </dt>
        <dd>
          <SignedAmount type="DEBIT" amountPaise={moneyOutPaise} />
        </dd>
      </div>
      {figures.map((figure) => (
        <div key={figure.term}>
          <dt>{figure.term}</dt>
          <dd>
            <Amount value={paise(figure.paise)} />
          </dd>
        </div>
      ))}
    </Box>
  );
}
