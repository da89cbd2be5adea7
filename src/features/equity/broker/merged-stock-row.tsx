import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { HoldingItem } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';
import { brokerSplitText, type MergedStock } from '@/domain/portfolio/consolidate';

import { Change } from '../common/change';
import { Figure } from '../common/figure';

/**
 * One stock across every broker that holds it (All holdings): the total quantity and value, P&L
 * and today's move, and how the quantity splits by broker.
 */
export function MergedStockRow({
  stock,
  showTags,
  headingLevel = 'h3',
}: {
  stock: MergedStock<HoldingItem>;
  showTags: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  const { first } = stock;
  const headingId = `stock-${stock.isin}-${headingLevel}`;
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography
          id={headingId}
          variant="body1"
          component={headingLevel}
          noWrap
          sx={{ fontWeight: 650, flex: 1, minWidth: 0 }}
        >
          {first.company_name}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 650 }}>
          <Amount value={stock.valuePaise as Paise} />
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" noWrap>
        {first.symbol}
        {showTags ? ` · ${first.market_cap_label} · ${first.sector}` : ''}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 1 }}
      >
        <Figure label="Qty">{stock.quantity.toLocaleString('en-IN')}</Figure>
        <Figure label="P&L">
          <Change amount={stock.pnlPaise} bps={null} compact noArrow />
        </Figure>
        <Figure label="Today" align="right">
          <Change amount={stock.dayChangePaise} bps={null} compact noArrow />
        </Figure>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        At {brokerSplitText(stock.split)}
      </Typography>
    </Box>
  );
}
