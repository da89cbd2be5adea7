import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { HoldingItem } from '@/api/schemas/stocks-widget';
import type { MergedStock } from '@/domain/portfolio/consolidate';
import { Change } from '@/features/equity/common/change';
import { Figure } from '@/features/equity/common/figure';
import { useFormat } from '@/i18n/use-format';

import { SEPARATOR, StockArticle, StockTags } from './stock-row-parts';

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
  const intl = useIntl();
  const format = useFormat();
  const { first } = stock;
  const headingId = `stock-${stock.isin}-${headingLevel}`;
  return (
    <StockArticle
      headingId={headingId}
      level={headingLevel}
      companyName={first.company_name}
      valuePaise={stock.valuePaise}
    >
      <Typography variant="caption" color="textSecondary" component="p" noWrap>
        <StockTags stock={first} showTags={showTags} />
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 1 }}
      >
        <Figure label={intl.formatMessage({ id: 'equity.holding.qty', defaultMessage: 'Qty' })}>
          {format.count(stock.quantity)}
        </Figure>
        <Figure label={intl.formatMessage({ id: 'equity.holding.pnl', defaultMessage: 'P&L' })}>
          <Change amount={stock.pnlPaise} bps={null} compact noArrow />
        </Figure>
        <Figure
          label={intl.formatMessage({ id: 'equity.figures.today', defaultMessage: 'Today' })}
          align="right"
        >
          <Change amount={stock.dayChangePaise} bps={null} compact noArrow />
        </Figure>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        <FormattedMessage
          id="equity.merged.split"
          defaultMessage="At {split}"
          values={{
            split: stock.split.map((share, index) => (
              <span key={share.brokerId}>
                {index > 0 && SEPARATOR}
                <span translate="no">{share.brokerName}</span> {format.count(share.quantity)}
              </span>
            )),
          }}
        />
      </Typography>
    </StockArticle>
  );
}
