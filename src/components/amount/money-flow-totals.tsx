import { FormattedMessage, useIntl } from 'react-intl';

import { paise } from '@/domain/money/paise';

import { Amount } from './amount';
import { FigureGrid } from './figure-grid';
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
    <FigureGrid
      label={intl.formatMessage({
        id: 'components.moneyFlowTotals.label',
        defaultMessage: 'Money in and out totals',
      })}
      // Two columns where they fit; one at 320 px, where a full amount is wider than half the row.
      layout={{ gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: 1.5, mt: 1 }}
      figures={[
        {
          key: 'in',
          term: <FormattedMessage id="common.money.in" defaultMessage="Money in" />,
          value: <SignedAmount type="CREDIT" amountPaise={moneyInPaise} />,
        },
        {
          key: 'out',
          term: <FormattedMessage id="common.money.out" defaultMessage="Money out" />,
          value: <SignedAmount type="DEBIT" amountPaise={moneyOutPaise} />,
        },
        ...figures.map((figure) => ({
          key: figure.term,
          term: figure.term,
          value: <Amount value={paise(figure.paise)} />,
        })),
      ]}
    />
  );
}
