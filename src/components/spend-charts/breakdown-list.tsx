import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import { ProgressBar } from '@/components/feedback/progress-bar';
import { paise } from '@/domain/money/paise';
import { shareText } from '@/domain/spending/txn-amount';

import { sliceColour } from './palette';

type BreakdownItem = {
  key: string;
  label: string;
  total_paise: number;
  count: number;
  /** Share of the whole in basis points. */
  share_bps: number;
};

/**
 * The counts the app's lists use, with each language's plural rules. `shown` is the count as
 * written (no grouping, as before); `count` picks the plural form. Another noun is shown as given.
 */
const COUNTS: Record<'transactions' | 'accounts' | 'payments', MessageDescriptor> = defineMessages({
  transactions: {
    id: 'components.breakdown.transactions',
    defaultMessage: '{count, plural, one {{shown} transaction} other {{shown} transactions}}',
  },
  accounts: {
    id: 'components.breakdown.accounts',
    defaultMessage: '{count, plural, one {{shown} account} other {{shown} accounts}}',
  },
  payments: {
    id: 'components.breakdown.payments',
    defaultMessage: '{count, plural, one {{shown} payment} other {{shown} payments}}',
  },
});

function isKnownNoun(noun: string): noun is keyof typeof COUNTS {
  return Object.hasOwn(COUNTS, noun);
}

export type BreakdownListProps = {
  items: readonly BreakdownItem[];
  /** The list's accessible name, e.g. "Spending by category". */
  label: string;
  /** Colour swatches matching a chart drawn in legend order. */
  swatches?: boolean;
  /** Makes each row a button, e.g. to open a category's detail. */
  onSelect?: (item: BreakdownItem) => void;
  /** What the count counts: "transactions" (the default), "accounts" and "payments" are worded in the app's language; another noun shows as given. */
  countNoun?: string;
};

function Row({
  item,
  index,
  swatches,
  countNoun,
}: {
  item: BreakdownItem;
  index: number;
  swatches: boolean;
  countNoun: string;
}) {
  const intl = useIntl();
  const counted = isKnownNoun(countNoun)
    ? intl.formatMessage(COUNTS[countNoun], { count: item.count, shown: String(item.count) })
    : `${item.count} ${item.count === 1 ? countNoun.replace(/s$/, '') : countNoun}`;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        flex: 1,
        minWidth: 0,
        textAlign: 'left',
      }}
    >
      {swatches && (
        <Box
          aria-hidden
          sx={{ width: 12, height: 12, borderRadius: '4px', flexShrink: 0, bgcolor: sliceColour(index) }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {item.label}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            <Amount value={paise(item.total_paise)} />
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', mt: 0.5 }}>
          <ProgressBar
            value={item.share_bps / 100}
            aria-hidden
            height={6}
            trackColor="action.hover"
            barColor={swatches ? sliceColour(index) : 'primary.main'}
            sx={{ flex: 1 }}
          />
          <Typography
            variant="body2"
            color="textSecondary"
            className="tabular-nums"
            sx={{ minWidth: 120, textAlign: 'right' }}
          >
            <FormattedMessage
              id="components.breakdown.shareAndCount"
              defaultMessage="{share} · {count}"
              values={{ share: shareText(item.share_bps), count: counted }}
            />
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The written-out figures of a breakdown: each group's name, amount, share and count, largest
 * first, with a bar for its share. This is what screen readers and tests read; the chart beside it
 * only draws the same numbers.
 */
export function BreakdownList({
  items,
  label,
  swatches = false,
  onSelect,
  countNoun = 'transactions',
}: BreakdownListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => (
        <Box component="li" key={item.key} sx={{ borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}>
          {onSelect ? (
            <ButtonBase
              onClick={() => onSelect(item)}
              sx={{ width: '100%', borderRadius: 2, display: 'flex', gap: 0.5 }}
            >
              <Row item={item} index={index} swatches={swatches} countNoun={countNoun} />
              <ChevronRight color="action" aria-hidden />
            </ButtonBase>
          ) : (
            <Row item={item} index={index} swatches={swatches} countNoun={countNoun} />
          )}
        </Box>
      ))}
    </Box>
  );
}
