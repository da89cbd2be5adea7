import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import type { TradesPage } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';
import type { MonthRow } from '@/domain/portfolio/trade-rows';
import { useIstDate } from '@/features/equity/common/use-ist-date';
import { useFormat } from '@/i18n/use-format';

/** Punctuation between the parts of a line: the same in every language. */
const SEPARATOR = ' · ';
const TIMES = ' × ';

type Trade = TradesPage['items'][number];

/** A month's heading in the trade list, with what was bought and sold in it (as loaded). */
export function MonthHeading({ row }: { row: MonthRow }) {
  const format = useFormat();
  const label =
    row.key === 'unknown' ? (
      <FormattedMessage id="equity.trades.undated" defaultMessage="Undated" />
    ) : (
      format.month(row.key)
    );
  return (
    <Box
      sx={{
        pt: 2,
        pb: 1,
        display: 'flex',
        alignItems: 'baseline',
        gap: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
        {label}
      </Typography>
      <Typography variant="caption" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {row.boughtPaise > 0 && (
          <FormattedMessage
            id="equity.trades.bought"
            defaultMessage="Bought {amount}"
            values={{ amount: <Amount value={row.boughtPaise as Paise} compact /> }}
          />
        )}
        {row.boughtPaise > 0 && row.soldPaise > 0 && SEPARATOR}
        {row.soldPaise > 0 && (
          <FormattedMessage
            id="equity.trades.sold"
            defaultMessage="Sold {amount}"
            values={{ amount: <Amount value={row.soldPaise as Paise} compact /> }}
          />
        )}
      </Typography>
    </Box>
  );
}

/** One trade: bought or sold (in words), the stock, quantity × price, exchange, date and amount. */
export function TradeItem({ trade }: { trade: Trade }) {
  const istDate = useIstDate();
  const bought = trade.side === 'BUY';
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.25 }}>
      <Box
        sx={{
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          fontSize: '0.7rem',
          fontWeight: 700,
          letterSpacing: '0.04em',
          flexShrink: 0,
          minWidth: 44,
          textAlign: 'center',
          color: bought ? 'success.main' : 'error.main',
          border: 1,
          borderColor: 'currentColor',
        }}
      >
        <FormattedMessage
          id="equity.trades.side"
          defaultMessage="{side, select, BUY {BUY} other {SELL}}"
          values={{ side: trade.side }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} translate="no">
          {trade.company_name ?? trade.symbol}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p" noWrap>
          {trade.quantity}
          {TIMES}
          <Amount value={trade.price_paise as Paise} />
          {SEPARATOR}
          <span translate="no">{trade.exchange}</span>
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <Amount value={trade.amount_paise as Paise} />
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          <time dateTime={trade.traded_at}>{istDate(trade.traded_at)}</time>
        </Typography>
      </Box>
    </Box>
  );
}
