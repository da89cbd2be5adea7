import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { HoldingItem } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';
import type { MergedStock } from '@/domain/portfolio/consolidate';
import { Change } from '@/features/equity/common/change';
import { Figure } from '@/features/equity/common/figure';
import { dataProps, useEquityLabels } from '@/features/equity/common/labels';
import { useFormat } from '@/i18n/use-format';

/** Punctuation between the parts of a line: the same in every language. */
const SEPARATOR = ' · ';

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
  const labels = useEquityLabels();
  const { first } = stock;
  const marketCap = labels.marketCap(first.market_cap, first.market_cap_label);
  const sector = labels.sector(first.sector);
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
          translate="no"
        >
          {first.company_name}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 650 }}>
          <Amount value={stock.valuePaise as Paise} />
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" noWrap>
        <span translate="no">{first.symbol}</span>
        {showTags && (
          <>
            {SEPARATOR}
            <span {...dataProps(marketCap)}>{marketCap.text}</span>
            {SEPARATOR}
            <span {...dataProps(sector)}>{sector.text}</span>
          </>
        )}
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
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
    </Box>
  );
}
