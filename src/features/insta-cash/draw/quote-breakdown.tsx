import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

import { Amount } from '@/components/amount/amount';
import { dayMonthYearText } from '@/domain/dates/day-text';
import type { WithdrawalQuote } from '@/domain/loans/withdrawal-quote';
import { paise } from '@/domain/money/paise';

/** What the chosen amount and tenure cost, line by line, before anything is committed. */
export function QuoteBreakdown({ quote }: { quote: WithdrawalQuote }) {
  const rows: [string, number][] = [
    ['Processing fee (2%)', quote.processingFeePaise],
    ['You receive', quote.creditedPaise],
    ['Total interest', quote.totalInterestPaise],
    ['Total you repay', quote.totalPayablePaise],
  ];
  return (
    <Card component="section" aria-labelledby="quote-heading" sx={{ p: 2 }}>
      <Typography id="quote-heading" variant="overline" component="h2" color="text.secondary">
        Your EMI
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
        <Amount value={paise(quote.emiPaise)} />
        <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
          {' '}
          × {quote.tenureMonths} months
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        First EMI on {dayMonthYearText(quote.firstDueDate)}, by auto-debit. The last one may be a little
        smaller.
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
