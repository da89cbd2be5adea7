import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import type { HoldingItem } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';
import { formatSignedBps } from '@/domain/portfolio/change-text';
import { Figure } from '@/features/equity/common/figure';
import { ReturnFigures } from '@/features/equity/common/return-figures';
import { useFormat } from '@/i18n/use-format';

import { StockAlertButton } from './stock-alert-button';
import { StockArticle, StockTags } from './stock-row-parts';

/**
 * One stock held at the broker, as a console would show it: quantity, average buy price, last
 * traded price, current value, P&L since purchase and today's change, each labelled, and its own
 * annualised return (XIRR) over its trades.
 */
export function HoldingRow({
  holding,
  showTags,
  headingLevel = 'h3',
}: {
  holding: HoldingItem;
  showTags: boolean;
  /** h4 inside a Market Cap or Sector group (whose name is the h3). */
  headingLevel?: 'h3' | 'h4';
}) {
  const intl = useIntl();
  const format = useFormat();
  const { performance } = holding;
  const headingId = `holding-${holding.holding_id}`;
  return (
    <StockArticle
      headingId={headingId}
      level={headingLevel}
      companyName={holding.company_name}
      valuePaise={performance.current_value_paise}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: -0.5 }}>
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          noWrap
          sx={{ flex: 1, minWidth: 0 }}
        >
          <StockTags stock={holding} showTags={showTags} />
          {holding.xirr_bps !== null &&
            intl.formatMessage(
              { id: 'equity.holding.xirr', defaultMessage: ' · XIRR {rate} a year' },
              { rate: formatSignedBps(holding.xirr_bps) },
            )}
        </Typography>
        <StockAlertButton holding={holding} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
          rowGap: 1,
          columnGap: 1,
        }}
      >
        <Figure label={intl.formatMessage({ id: 'equity.holding.qty', defaultMessage: 'Qty' })}>
          {format.count(holding.quantity)}
        </Figure>
        <Figure label={intl.formatMessage({ id: 'equity.holding.avgPrice', defaultMessage: 'Avg price' })}>
          <Amount value={holding.avg_price_paise as Paise} />
        </Figure>
        <Figure
          label={intl.formatMessage({ id: 'equity.holding.ltp', defaultMessage: 'LTP' })}
          align={{ xs: 'right', md: 'left' }}
        >
          <Amount value={holding.last_price_paise as Paise} />
        </Figure>
        <Figure label={intl.formatMessage({ id: 'equity.figures.invested', defaultMessage: 'Invested' })}>
          <Amount value={performance.invested_paise as Paise} compact />
        </Figure>
        <ReturnFigures
          performance={performance}
          pnlLabel={intl.formatMessage({ id: 'equity.holding.pnl', defaultMessage: 'P&L' })}
        />
      </Box>
    </StockArticle>
  );
}
