import { useIntl } from 'react-intl';

import type { Performance } from '@/api/schemas/stocks-widget';

import { Change } from './change';
import { Figure } from './figure';

/** The P&L and today's change of a holding, a broker or the whole portfolio, as figure cells. */
export function ReturnFigures({
  performance,
  pnlLabel,
}: {
  performance: Pick<Performance, 'pnl_paise' | 'overall_return_bps' | 'day_change_paise' | 'day_change_bps'>;
  pnlLabel?: string;
}) {
  const intl = useIntl();
  return (
    <>
      <Figure
        label={pnlLabel ?? intl.formatMessage({ id: 'equity.figures.totalPnl', defaultMessage: 'Total P&L' })}
      >
        <Change amount={performance.pnl_paise} bps={performance.overall_return_bps} compact noArrow wrap />
      </Figure>
      <Figure
        label={intl.formatMessage({ id: 'equity.figures.today', defaultMessage: 'Today' })}
        align="right"
      >
        <Change
          amount={performance.day_change_paise}
          bps={performance.day_change_bps}
          compact
          noArrow
          wrap
          align="right"
        />
      </Figure>
    </>
  );
}
