import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import {
  type BrokerRef,
  brokerHoldingsQueryOptions,
  consolidatedHoldingsQueryOptions,
} from '@/api/endpoints/stocks-widget';
import type { HoldingsPage } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import { SelectField } from '@/components/forms/select-field';
import type { Paise } from '@/domain/money/paise';
import { mergeByStock } from '@/domain/portfolio/consolidate';
import {
  type BrokerViewState,
  EQUITY_QUERY_KEYS,
  type HoldingsGrouping,
} from '@/domain/portfolio/equity-query';
import { defineText, type Text } from '@/domain/text/message';
import { BlockGate } from '@/features/equity/common/block-gate';
import { QueryParamToggle } from '@/features/equity/common/query-param-toggle';
import { useSetQueryParam } from '@/features/equity/common/use-query-param';

import { HoldingGroup, holdingListSx } from './holding-group';
import { HoldingRow } from './holding-row';
import { MergedStockRow } from './merged-stock-row';
import { SORT_CHOICES, sortChoiceOf } from './sort-choices';

const GATE = defineMessages({
  error: { id: 'equity.holdings.error', defaultMessage: 'Your holdings could not load' },
  loading: { id: 'equity.holdings.loading', defaultMessage: 'Loading holdings' },
});

const GROUPINGS: { value: HoldingsGrouping; label: Text }[] = [
  { value: 'stocks', label: defineText({ id: 'equity.holdings.groupStocks', defaultMessage: 'Stocks' }) },
  {
    value: 'market_cap',
    label: defineText({ id: 'equity.holdings.groupMarketCap', defaultMessage: 'Market Cap' }),
  },
  { value: 'sector', label: defineText({ id: 'equity.holdings.groupSector', defaultMessage: 'Sector' }) },
];

/**
 * "My Stocks": the broker's holdings grouped by stock, market cap or sector, in the chosen order.
 * With no broker it is "All holdings" (docs/product.md#all-holdings): every broker's holdings from
 * the consolidated list, a stock held at two brokers once, with its quantity split by broker.
 */
export function MyStocksTab({ broker, view }: { broker: BrokerRef | null; view: BrokerViewState }) {
  const intl = useIntl();
  const setParam = useSetQueryParam();
  const params = { group_by: view.groupBy, sort: view.sort, rank_by: view.rankBy };
  // Both answer the same page shape; only the key and path differ.
  const options = (
    broker === null ? consolidatedHoldingsQueryOptions(params) : brokerHoldingsQueryOptions(broker, params)
  ) as ReturnType<typeof consolidatedHoldingsQueryOptions>;
  const holdings = useQuery({ ...options, placeholderData: keepPreviousData });

  const sortChoice = sortChoiceOf(view.sort, view.rankBy);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-end', mb: 2 }}>
        <QueryParamToggle
          queryKey={EQUITY_QUERY_KEYS.groupBy}
          defaultValue="stocks"
          value={view.groupBy}
          label={intl.formatMessage({
            id: 'equity.holdings.groupBy',
            defaultMessage: 'Group holdings by',
          })}
          fullWidth
          choices={GROUPINGS.map((grouping) => ({
            value: grouping.value,
            label: intl.formatMessage(grouping.label),
          }))}
        />
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'equity.holdings.sortBy', defaultMessage: 'Sort by' })}
          value={sortChoice.id}
          onChange={(next) => {
            const choice = SORT_CHOICES.find((candidate) => candidate.id === next);
            if (!choice) return;
            setParam(
              [EQUITY_QUERY_KEYS.sort, choice.sort, 'value'],
              [EQUITY_QUERY_KEYS.rankBy, choice.rankBy, 'day_change'],
            );
          }}
          sx={{ flex: '1 1 180px' }}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {intl.formatMessage(choice.label)}
            </option>
          ))}
        </SelectField>
      </Box>
      <BlockGate
        query={holdings}
        errorHidesData
        messages={GATE}
        blocks={{ heights: [110, 110, 110], spacing: 1.5 }}
        isEmpty={(page) => page.empty}
        empty={
          <Typography color="textSecondary" role="status">
            {broker === null
              ? intl.formatMessage({
                  id: 'equity.holdings.emptyAll',
                  defaultMessage: 'None of your demat accounts holds stocks right now.',
                })
              : intl.formatMessage({
                  id: 'equity.holdings.emptyBroker',
                  defaultMessage: 'This demat account holds no stocks right now.',
                })}
          </Typography>
        }
      >
        {(page) => <HoldingsList page={page} stale={holdings.isPlaceholderData} merged={broker === null} />}
      </BlockGate>
    </>
  );
}

function HoldingsList({ page, stale, merged }: { page: HoldingsPage; stale: boolean; merged: boolean }) {
  const intl = useIntl();
  const flat = page.group_by === 'stocks';
  return (
    <Box aria-busy={stale} sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} role="status">
        <FormattedMessage
          id="equity.holdings.summary"
          defaultMessage="{grouping, select, sector {{stocks, plural, one {# stock} other {# stocks}} in {groups} sectors · worth {value}} market_cap {{stocks, plural, one {# stock} other {# stocks}} in {groups} market-cap groups · worth {value}} other {{stocks, plural, one {# stock} other {# stocks}} · worth {value}}}"
          values={{
            grouping: page.group_by,
            stocks: page.stocks_count,
            groups: page.groups.length,
            value: <Amount value={page.performance.current_value_paise as Paise} />,
          }}
        />
      </Typography>
      {flat ? (
        <Card sx={{ px: 2 }}>
          <Box
            component="ul"
            aria-label={intl.formatMessage({ id: 'equity.holdings.list', defaultMessage: 'Holdings' })}
            sx={holdingListSx}
          >
            {merged
              ? mergeByStock(page.groups.flatMap((group) => group.holdings)).map((stock) => (
                  <li key={stock.isin}>
                    <MergedStockRow stock={stock} showTags />
                  </li>
                ))
              : page.groups.flatMap((group) =>
                  group.holdings.map((holding) => (
                    <li key={holding.holding_id}>
                      <HoldingRow holding={holding} showTags />
                    </li>
                  )),
                )}
          </Box>
        </Card>
      ) : (
        <Box
          component="ul"
          aria-label={
            page.group_by === 'sector'
              ? intl.formatMessage({ id: 'equity.holdings.sectors', defaultMessage: 'Sectors' })
              : intl.formatMessage({
                  id: 'equity.holdings.marketCapGroups',
                  defaultMessage: 'Market-cap groups',
                })
          }
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 1.5,
          }}
        >
          {page.groups.map((group) => (
            <li key={group.key}>
              <HoldingGroup
                group={group}
                groupBy={page.group_by === 'sector' ? 'sector' : 'market_cap'}
                merged={merged}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
