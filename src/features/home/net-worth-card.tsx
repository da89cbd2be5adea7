import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import type { NetWorthHistory } from '@/api/schemas/net-worth';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { Amount } from '@/components/amount/amount';
import { PlainButton } from '@/components/feedback/plain-button';
import { Skeleton } from '@/components/feedback/skeleton';
import { paise, type Paise } from '@/domain/money/paise';
import type { Text } from '@/domain/text/message';
import {
  ASSET_PARTS,
  changeSince,
  LIABILITY_PARTS,
  netWorth,
  type WealthPart,
} from '@/domain/wealth/net-worth';
import { useFormat } from '@/i18n/use-format';

import { PART_INFO } from './parts';
import { type PartState, partValues } from './use-wealth';

/** Between the change and "since …" (not words: nothing to translate). */
const SPACE = ' ';

/** Height of the figure line, kept while it loads so nothing below moves when it arrives. */
const FIGURE_HEIGHT = 44;

type Props = {
  parts: Record<WealthPart, PartState>;
  /** The last month-end of the net-worth history, what the change is counted from. */
  lastMonthEnd: NetWorthHistory['points'][number] | null;
};

/**
 * The net worth, first on home: the figure, its change since the last month-end, and the breakdown
 * by kind, each part linking to its area. The heading is on screen from the first paint.
 */
export const NetWorthCard = memo(function NetWorthCard({ parts, lastMonthEnd }: Props) {
  const intl = useIntl();
  const states = Object.values(parts);
  const loading = states.some((p) => p.state === 'loading');
  const failed = states.find((p) => p.state === 'error');
  const total = loading || failed !== undefined ? null : netWorth(partValues(parts));

  return (
    <Card component="section" aria-labelledby="net-worth-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="net-worth-heading" variant="overline" component="h2" color="textSecondary">
        <FormattedMessage id="home.netWorth.heading" defaultMessage="Net worth" />
      </Typography>
      <Box sx={{ minHeight: FIGURE_HEIGHT, display: 'flex', alignItems: 'center' }}>
        {total !== null ? (
          <Typography component="p" sx={figureSx}>
            <Amount value={total.total} />
          </Typography>
        ) : failed?.state === 'error' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography role="alert">
              <FormattedMessage
                id="home.netWorth.failed"
                defaultMessage="Part of your net worth could not load."
              />
            </Typography>
            {/* Not MUI's Button: home's first screenful loads none of its ripple machinery. */}
            <PlainButton variant="outlined" onClick={failed.retry}>
              <FormattedMessage id="home.netWorth.retry" defaultMessage="Retry" />
            </PlainButton>
          </Box>
        ) : (
          <Skeleton
            variant="text"
            width="70%"
            sx={{ fontSize: 34 }}
            aria-label={intl.formatMessage({
              id: 'home.netWorth.loading',
              defaultMessage: 'Loading your net worth',
            })}
          />
        )}
      </Box>
      <Box sx={{ minHeight: 24 }}>
        {total !== null && lastMonthEnd !== null && (
          <ChangeLine now={total.total} then={paise(lastMonthEnd.net_worth_paise)} day={lastMonthEnd.date} />
        )}
      </Box>
      <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PartList
          title={intl.formatMessage({ id: 'home.netWorth.assets', defaultMessage: 'Assets' })}
          parts={ASSET_PARTS}
          states={parts}
        />
        <PartList
          title={intl.formatMessage({ id: 'home.netWorth.liabilities', defaultMessage: 'Liabilities' })}
          parts={LIABILITY_PARTS}
          states={parts}
        />
      </Box>
    </Card>
  );
});

const figureSx = { fontSize: { xs: 32, sm: 38 }, fontWeight: 800, lineHeight: 1.2, letterSpacing: '-0.01em' };

function ChangeLine({ now, then, day }: { now: Paise; then: Paise; day: string }) {
  const format = useFormat();
  const change = changeSince(now, then);
  const text = format.change(change.amount, change.bps);
  const colour =
    text.direction === 'gain' ? 'success.main' : text.direction === 'loss' ? 'error.main' : 'text.secondary';
  return (
    <Typography variant="body2" sx={{ color: colour, fontVariantNumeric: 'tabular-nums' }}>
      <span aria-hidden>{text.text}</span>
      <Box component="span" sx={visuallyHidden}>
        <FormattedMessage
          id="home.netWorth.changeSpoken"
          defaultMessage="{direction, select, gain {Up {magnitude}{percent}} loss {Down {magnitude}{percent}} other {Unchanged, {magnitude}}}"
          values={{
            direction: text.direction,
            magnitude: text.magnitude,
            percent: text.percent === null ? '' : `, ${text.percent}`,
          }}
        />
      </Box>
      {SPACE}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        <FormattedMessage
          id="home.netWorth.since"
          defaultMessage="since {date}"
          values={{ date: format.dayMonth(day) }}
        />
      </Box>
    </Typography>
  );
}

function PartList({
  title,
  parts,
  states,
}: {
  title: string;
  parts: readonly WealthPart[];
  states: Record<WealthPart, PartState>;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" color="textSecondary" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {parts.map((part) => (
          <li key={part}>
            <PartRow part={part} state={states[part]} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PartRow({ part, state }: { part: WealthPart; state: PartState }) {
  const intl = useIntl();
  const { href } = PART_INFO[part];
  const labelText: Text = PART_INFO[part].label;
  const label = intl.formatMessage(labelText);
  return (
    <Box
      component={RouterLink}
      to={href}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        minHeight: 44,
        color: 'text.primary',
        textDecoration: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover, &:focus-visible': { color: 'primary.main' },
      }}
    >
      <Typography component="span" sx={{ flex: 1 }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {state.state === 'ok' ? (
          <Amount value={state.value} />
        ) : state.state === 'none' ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            <FormattedMessage id="home.parts.notLinked" defaultMessage="Not linked" />
          </Box>
        ) : state.state === 'error' ? (
          <Box component="span" sx={{ color: 'error.main', fontWeight: 400 }}>
            <FormattedMessage id="home.parts.failed" defaultMessage="Could not load" />
          </Box>
        ) : (
          <Skeleton
            variant="text"
            width={96}
            aria-label={intl.formatMessage(
              { id: 'home.parts.loading', defaultMessage: 'Loading {part}' },
              { part: label },
            )}
          />
        )}
      </Typography>
      <ChevronRight fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
    </Box>
  );
}
