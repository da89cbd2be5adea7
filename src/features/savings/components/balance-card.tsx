import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { SignedAmount } from '@/components/amount/signed-amount';
import { useNow } from '@/components/time/use-now';
import { paise } from '@/domain/money/paise';
import { updatedAgoText } from '@/domain/spending/display-texts';
import { latestInstant } from '@/domain/spending/freshness';
import type { TxnDirection } from '@/domain/spending/txn-amount';
import { defineText } from '@/domain/text/message';
import { useFormat } from '@/i18n/use-format';

const WORDS = {
  moneyIn: defineText({ id: 'savings.balance.moneyIn', defaultMessage: 'Money in · {month}' }),
  moneyOut: defineText({ id: 'savings.balance.moneyOut', defaultMessage: 'Money out · {month}' }),
};

/**
 * The head of Account Summary: the total across linked accounts, how fresh it is, and this
 * month's money in and out at a glance. White on the brand green in both colour schemes.
 */
export function BalanceCard({ screen }: { screen: SavingsL1Screen }) {
  const now = useNow();
  const intl = useIntl();
  const format = useFormat();
  const count = screen.accounts.length;
  const updatedMessage = updatedAgoText(
    latestInstant(screen.accounts.map((a) => a.balance_as_of)),
    now,
    format.locale,
  );
  const updated = intl.formatMessage(updatedMessage, updatedMessage.values);
  const month = screen.this_month;
  const monthName = format.month(month.month_key);
  return (
    <Box
      component="section"
      aria-labelledby="total-balance-heading"
      sx={{
        color: '#ffffff',
        background: 'linear-gradient(135deg, #0b3d2e 0%, #14563f 60%, #1f6f54 100%)',
        borderRadius: '20px',
        px: 2.5,
        py: 2.5,
        '& .MuiTypography-root': { color: 'inherit' },
      }}
    >
      <Typography
        id="total-balance-heading"
        variant="overline"
        component="h2"
        sx={{ opacity: 0.85, letterSpacing: '0.08em' }}
      >
        <FormattedMessage id="savings.balance.heading" defaultMessage="Total balance" />
      </Typography>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}>
        <Amount value={paise(screen.total_balance_paise)} />
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85, mt: 0.5 }}>
        <FormattedMessage
          id="savings.balance.across"
          defaultMessage="Across {count, plural, one {# bank account} other {# bank accounts}} · {updated}"
          values={{ count, updated }}
        />
      </Typography>
      <Box
        component="dl"
        sx={{
          // Side by side while both fit, one under the other when not: a month's money out of
          // ₹2,19,014.65 is wider than half of a 320 px phone's card.
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          '& > div': { flex: '1 1 0', minWidth: 'max-content' },
          m: 0,
          mt: 2,
          pt: 2,
          borderTop: '1px solid rgba(255,255,255,0.2)',
          '& dd': { m: 0, fontWeight: 700, fontSize: '1.05rem' },
          // Money in/out keep their sign; on the green band both read white.
          '& dd span': { color: '#ffffff !important' },
          '& dt': { fontSize: '0.8rem', opacity: 0.85 },
        }}
      >
        <MonthFigure
          term={intl.formatMessage(WORDS.moneyIn, { month: monthName })}
          type="CREDIT"
          amountPaise={month.money_in_paise}
        />
        <MonthFigure
          term={intl.formatMessage(WORDS.moneyOut, { month: monthName })}
          type="DEBIT"
          amountPaise={month.money_out_paise}
        />
      </Box>
    </Box>
  );
}

/** One of the month's figures in the card's list: what it is, then the amount with its sign. */
function MonthFigure({ term, type, amountPaise }: { term: string; type: TxnDirection; amountPaise: number }) {
  return (
    <Box>
      <dt>{term}</dt>
      <dd>
        <SignedAmount type={type} amountPaise={amountPaise} />
      </dd>
    </Box>
  );
}
