import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { HoldingsPage } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';
import { mergeByStock } from '@/domain/portfolio/consolidate';
import { formatBpsPercent } from '@/domain/portfolio/percent-text';
import { defineText, type Text } from '@/domain/text/message';
import { Change } from '@/features/equity/common/change';
import { dataProps, useEquityLabels } from '@/features/equity/common/labels';

import { HoldingRow } from './holding-row';
import { MergedStockRow } from './merged-stock-row';

type Group = HoldingsPage['groups'][number];

const PNL = defineText({ id: 'equity.group.pnl', defaultMessage: 'P&L {change}' });
const TODAY = defineText({ id: 'equity.group.today', defaultMessage: 'Today {change}' });

/**
 * A Market Cap or Sector group: its value, share, P&L and today's move always in view, its
 * holdings behind a disclosure button so a dozen sectors still fit a phone screen. `merged` (All
 * holdings) shows a stock held at two brokers once, with its split.
 */
export function HoldingGroup({
  group,
  groupBy,
  merged = false,
}: {
  group: Group;
  /** How the page is grouped: market-cap buckets and sectors are worded by us. */
  groupBy: 'market_cap' | 'sector';
  merged?: boolean;
}) {
  const intl = useIntl();
  const label = useEquityLabels().group(groupBy, group.key, group.label);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const { performance } = group;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        sx={{ display: 'block', width: '100%', boxSizing: 'border-box', textAlign: 'left', p: 2 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            id={headingId}
            variant="h3"
            component="h3"
            sx={{ flex: 1, minWidth: 0 }}
            noWrap
            {...dataProps(label)}
          >
            {label.text}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="group-value">
            <Amount value={performance.current_value_paise as Paise} />
          </Typography>
          <ExpandMore
            aria-hidden
            fontSize="small"
            sx={{
              alignSelf: 'center',
              transition: 'transform 150ms',
              transform: open ? 'rotate(180deg)' : 'none',
            }}
          />
        </Box>
        <Typography variant="caption" color="textSecondary" component="p">
          <FormattedMessage
            id="equity.group.share"
            defaultMessage="{share} of {scope, select, merged {your holdings} other {this account}} · {count, plural, one {# stock} other {# stocks}}"
            values={{
              share: formatBpsPercent(group.share_bps),
              scope: merged ? 'merged' : 'broker',
              count: group.stocks_count,
            }}
          />
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          <GroupMove text={PNL} amount={performance.pnl_paise} bps={performance.overall_return_bps} />
          <GroupMove text={TODAY} amount={performance.day_change_paise} bps={performance.day_change_bps} />
        </Box>
      </ButtonBase>
      <Box id={panelId} hidden={!open} sx={{ px: 2, borderTop: 1, borderColor: 'divider' }}>
        {open && (
          <Box
            component="ul"
            aria-label={intl.formatMessage(
              { id: 'equity.group.holdings', defaultMessage: '{group} holdings' },
              { group: label.text },
            )}
            sx={holdingListSx}
          >
            {merged
              ? mergeByStock(group.holdings).map((stock) => (
                  <li key={stock.isin}>
                    <MergedStockRow stock={stock} showTags={false} headingLevel="h4" />
                  </li>
                ))
              : group.holdings.map((holding) => (
                  <li key={holding.holding_id}>
                    <HoldingRow holding={holding} showTags={false} headingLevel="h4" />
                  </li>
                ))}
          </Box>
        )}
      </Box>
    </Card>
  );
}

/** One of the group's moves (P&L since purchase, today's), worded around the change. */
function GroupMove({ text, amount, bps }: { text: Text; amount: number; bps: number | null }) {
  return (
    <Typography variant="caption" component="span">
      <FormattedMessage {...text} values={{ change: <Change amount={amount} bps={bps} compact noArrow /> }} />
    </Typography>
  );
}

/** A list of holdings, a rule between rows. */
export const holdingListSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  '& > li + li': { borderTop: 1, borderColor: 'divider' },
} as const;
