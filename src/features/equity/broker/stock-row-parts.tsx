import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { HoldingItem } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';
import { dataProps, useEquityLabels } from '@/features/equity/common/labels';

/** Punctuation between the parts of a line: the same in every language. */
export const SEPARATOR = ' · ';

/**
 * A stock row (a holding at one broker, or a stock across brokers), an article labelled by its
 * first line: the company's name as the row's heading, and what it is worth. The rest of the row
 * follows.
 */
export function StockArticle({
  headingId,
  level,
  companyName,
  valuePaise,
  children,
}: {
  headingId: string;
  level: 'h3' | 'h4';
  companyName: string;
  valuePaise: number;
  children: ReactNode;
}) {
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography
          id={headingId}
          variant="body1"
          component={level}
          noWrap
          sx={{ fontWeight: 650, flex: 1, minWidth: 0 }}
          translate="no"
        >
          {companyName}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 650 }}>
          <Amount value={valuePaise as Paise} />
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** The stock's symbol, then (outside a Market Cap or Sector group) its market cap and sector. */
export function StockTags({
  stock,
  showTags,
}: {
  stock: Pick<HoldingItem, 'symbol' | 'market_cap' | 'market_cap_label' | 'sector'>;
  showTags: boolean;
}) {
  const labels = useEquityLabels();
  const marketCap = labels.marketCap(stock.market_cap, stock.market_cap_label);
  const sector = labels.sector(stock.sector);
  return (
    <>
      <span translate="no">{stock.symbol}</span>
      {showTags && (
        <>
          {SEPARATOR}
          <span {...dataProps(marketCap)}>{marketCap.text}</span>
          {SEPARATOR}
          <span {...dataProps(sector)}>{sector.text}</span>
        </>
      )}
    </>
  );
}
