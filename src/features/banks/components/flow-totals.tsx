import Box from '@mui/material/Box';

import { Amount } from '@/components/amount/amount';
import { SignedAmount } from '@/components/amount/signed-amount';
import { paise } from '@/domain/money/paise';

/** The figures under a money in/out chart: totals and the average monthly spend. */
export function FlowTotals({
  moneyIn,
  moneyOut,
  averageSpend,
}: {
  moneyIn: number;
  moneyOut: number;
  averageSpend: number;
}) {
  const net = moneyIn - moneyOut;
  return (
    <Box
      component="dl"
      aria-label="Money in and out totals"
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
        <dt>Money in</dt>
        <dd>
          <SignedAmount type="CREDIT" amountPaise={moneyIn} />
        </dd>
      </div>
      <div>
        <dt>Money out</dt>
        <dd>
          <SignedAmount type="DEBIT" amountPaise={moneyOut} />
        </dd>
      </div>
      <div>
        <dt>{net >= 0 ? 'Saved' : 'Spent more than earned'}</dt>
        <dd>
          <Amount value={paise(Math.abs(net))} />
        </dd>
      </div>
      <div>
        <dt>Average spend a month</dt>
        <dd>
          <Amount value={paise(averageSpend)} />
        </dd>
      </div>
    </Box>
  );
}
