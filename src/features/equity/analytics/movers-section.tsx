import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import type { EquityAnalytics, RankedStock } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';
import {
  EQUITY_QUERY_KEYS,
  type MoverRanking,
  type RankBasisOption,
  readMovers,
} from '@/domain/portfolio/equity-query';
import { defineText, type Text } from '@/domain/text/message';
import { Change } from '@/features/equity/common/change';
import { QueryParamToggle } from '@/features/equity/common/query-param-toggle';

const LISTS: Record<MoverRanking, Record<RankBasisOption, keyof EquityAnalytics>> = {
  top_gainers: { day_change: 'top_gainers_by_day_change', overall_return: 'top_gainers_by_overall_return' },
  top_losers: { day_change: 'top_losers_by_day_change', overall_return: 'top_losers_by_overall_return' },
};

const EMPTY: Record<MoverRanking, Record<RankBasisOption, Text>> = {
  top_gainers: {
    day_change: defineText({
      id: 'equity.movers.emptyRoseToday',
      defaultMessage: 'None of your stocks rose today.',
    }),
    overall_return: defineText({
      id: 'equity.movers.emptyInProfit',
      defaultMessage: 'None of your stocks is in profit yet.',
    }),
  },
  top_losers: {
    day_change: defineText({
      id: 'equity.movers.emptyFellToday',
      defaultMessage: 'None of your stocks fell today.',
    }),
    overall_return: defineText({
      id: 'equity.movers.emptyAtLoss',
      defaultMessage: 'None of your stocks is at a loss.',
    }),
  },
};

/** Top gainers / top losers (the product's ranking), by today's move or by return since purchase. */
export function MoversSection({ analytics }: { analytics: EquityAnalytics }) {
  const [query] = useSearchParams();
  const { ranking, rankBy } = readMovers(query);
  const stocks = analytics[LISTS[ranking][rankBy]] as RankedStock[];
  const intl = useIntl();
  const topGainers = intl.formatMessage({ id: 'equity.movers.topGainers', defaultMessage: 'Top gainers' });
  const topLosers = intl.formatMessage({ id: 'equity.movers.topLosers', defaultMessage: 'Top losers' });
  return (
    <Card component="section" aria-labelledby="movers-heading" sx={{ p: 2, mb: 2 }}>
      <Typography id="movers-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        <FormattedMessage id="equity.movers.heading" defaultMessage="Movers" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <QueryParamToggle
          queryKey={EQUITY_QUERY_KEYS.ranking}
          defaultValue="top_gainers"
          value={ranking}
          label={intl.formatMessage({ id: 'equity.movers.ranking', defaultMessage: 'Ranking' })}
          choices={[
            { value: 'top_gainers', label: topGainers },
            { value: 'top_losers', label: topLosers },
          ]}
        />
        <QueryParamToggle
          queryKey={EQUITY_QUERY_KEYS.moversBy}
          defaultValue="day_change"
          value={rankBy}
          label={intl.formatMessage({ id: 'equity.movers.measuredBy', defaultMessage: 'Measured by' })}
          choices={[
            {
              value: 'day_change',
              label: <FormattedMessage id="equity.movers.today" defaultMessage="Today" />,
            },
            {
              value: 'overall_return',
              label: <FormattedMessage id="equity.movers.sincePurchase" defaultMessage="Since purchase" />,
            },
          ]}
        />
      </Box>
      {stocks.length === 0 ? (
        <Typography variant="body2" color="textSecondary" role="status">
          {intl.formatMessage(EMPTY[ranking][rankBy])}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={intl.formatMessage(
            {
              id: 'equity.movers.listName',
              defaultMessage:
                '{ranking, select, top_gainers {Top gainers} other {Top losers}} {basis, select, day_change {today} other {since purchase}}',
            },
            { ranking, basis: rankBy },
          )}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {stocks.map((stock) => (
            <MoverRow key={stock.isin} stock={stock} rankBy={rankBy} />
          ))}
        </Box>
      )}
    </Card>
  );
}

function MoverRow({ stock, rankBy }: { stock: RankedStock; rankBy: RankBasisOption }) {
  const { performance } = stock;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1.5em minmax(0, 1fr) auto',
        columnGap: 1,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <FormattedMessage id="equity.movers.rank" defaultMessage="{rank}." values={{ rank: stock.rank }} />
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} translate="no">
          {stock.company_name}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p" noWrap>
          <FormattedMessage
            id="equity.movers.symbolPrice"
            defaultMessage="{symbol} · LTP {price}"
            values={{
              symbol: <span translate="no">{stock.symbol}</span>,
              price: <Amount value={stock.last_price_paise as Paise} />,
            }}
          />
        </Typography>
      </Box>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        <Change
          amount={rankBy === 'day_change' ? performance.day_change_paise : performance.pnl_paise}
          bps={rankBy === 'day_change' ? performance.day_change_bps : performance.overall_return_bps}
          compact
          stacked
          align="right"
        />
      </Typography>
    </Box>
  );
}
