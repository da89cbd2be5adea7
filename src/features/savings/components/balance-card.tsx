import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { SignedAmount } from '@/components/amount/signed-amount';
import { useNow } from '@/components/time/use-now';
import { paise } from '@/domain/money/paise';
import { latestInstant, updatedText } from '@/domain/spending/freshness';

/**
 * The head of Account Summary: the total across linked accounts, how fresh it is, and this
 * month's money in and out at a glance. White on the brand green in both colour schemes.
 */
export function BalanceCard({ screen }: { screen: SavingsL1Screen }) {
  const now = useNow();
  const count = screen.accounts.length;
  const updated = updatedText(latestInstant(screen.accounts.map((a) => a.balance_as_of)), now);
  const month = screen.this_month;
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
        Total balance
      </Typography>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}>
        <Amount value={paise(screen.total_balance_paise)} />
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85, mt: 0.5 }}>
        Across {count} bank {count === 1 ? 'account' : 'accounts'} · {updated}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1.5,
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
        <Box>
          <dt>Money in · {month.label}</dt>
          <dd>
            <SignedAmount type="CREDIT" amountPaise={month.money_in_paise} />
          </dd>
        </Box>
        <Box>
          <dt>Money out · {month.label}</dt>
          <dd>
            <SignedAmount type="DEBIT" amountPaise={month.money_out_paise} />
          </dd>
        </Box>
      </Box>
    </Box>
  );
}
