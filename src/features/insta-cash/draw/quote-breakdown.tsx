import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import type { WithdrawalQuote } from '@/domain/loans/withdrawal-quote';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

/** What the chosen amount and tenure cost, line by line, before anything is committed. */
export function QuoteBreakdown({ quote }: { quote: WithdrawalQuote }) {
  const intl = useIntl();
  const format = useFormat();
  const rows: [string, number][] = [
    [
      intl.formatMessage({ id: 'instaCash.quote.processingFee', defaultMessage: 'Processing fee (2%)' }),
      quote.processingFeePaise,
    ],
    [
      intl.formatMessage({ id: 'instaCash.quote.youReceive', defaultMessage: 'You receive' }),
      quote.creditedPaise,
    ],
    [
      intl.formatMessage({ id: 'instaCash.quote.totalInterest', defaultMessage: 'Total interest' }),
      quote.totalInterestPaise,
    ],
    [
      intl.formatMessage({ id: 'instaCash.quote.totalRepay', defaultMessage: 'Total you repay' }),
      quote.totalPayablePaise,
    ],
  ];
  return (
    <Card component="section" aria-labelledby="quote-heading" sx={{ p: 2 }}>
      <Typography id="quote-heading" variant="overline" component="h2" color="textSecondary">
        <FormattedMessage id="instaCash.quote.heading" defaultMessage="Your EMI" />
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
        <FormattedMessage
          id="instaCash.quote.emiTimes"
          defaultMessage="{emi}<unit> × {count, plural, one {# month} other {# months}}</unit>"
          values={{
            emi: <Amount value={paise(quote.emiPaise)} />,
            count: quote.tenureMonths,
            unit: (chunks) => (
              <Typography component="span" color="textSecondary" sx={{ fontWeight: 400 }}>
                {chunks}
              </Typography>
            ),
          }}
        />
      </Typography>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage
          id="instaCash.quote.firstEmi"
          defaultMessage="First EMI on {date}, by auto-debit. The last one may be a little smaller."
          values={{ date: format.dayMonthYear(quote.firstDueDate) }}
        />
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', py: 0.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="body2" sx={{ flex: 1 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              <Amount value={paise(value)} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
