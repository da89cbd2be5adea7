import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import { FactList } from '@/components/facts/fact-list';
import { paise } from '@/domain/money/paise';
import { gainBps } from '@/domain/mutual-funds/gain-share';
import type { FundPortfolioView } from '@/domain/mutual-funds/portfolio';
import { useFormat } from '@/i18n/use-format';

import { xirrText } from './fund-texts';
import { GainFigure } from './gain-figure';

/** The whole portfolio: its value, then what went in, the gain and the XIRR. */
export function PortfolioSummary({ summary, asOf }: { summary: FundPortfolioView; asOf: string }) {
  const intl = useIntl();
  const { dayMonthYear } = useFormat();
  return (
    <Card component="section" aria-labelledby="mf-value-heading" sx={{ p: { xs: 2.5, sm: 3 }, mb: 2 }}>
      <Typography id="mf-value-heading" variant="overline" component="h2" color="textSecondary">
        <FormattedMessage id="mutualFunds.value" defaultMessage="Current value" />
      </Typography>
      <Typography component="p" sx={{ fontSize: { xs: 30, sm: 36 }, fontWeight: 800, lineHeight: 1.2 }}>
        <Amount value={paise(summary.valuePaise)} />
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <GainFigure gainPaise={summary.gainPaise} bps={gainBps(summary.gainPaise, summary.investedPaise)} />
      </Typography>
      <FactList
        label={intl.formatMessage({ id: 'mutualFunds.totals', defaultMessage: 'Portfolio totals' })}
        facts={[
          [
            intl.formatMessage({ id: 'mutualFunds.invested', defaultMessage: 'Invested' }),
            <Amount value={paise(summary.investedPaise)} />,
          ],
          [
            intl.formatMessage({ id: 'mutualFunds.xirr', defaultMessage: 'XIRR (annual return)' }),
            xirrText(intl, summary.xirr),
          ],
        ]}
      />
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 2 }}>
        <FormattedMessage
          id="mutualFunds.asOf"
          defaultMessage="At the latest NAVs, as of {day}. Invested is the cost of the units you still hold."
          values={{ day: dayMonthYear(asOf) }}
        />
      </Typography>
    </Card>
  );
}
