import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';

import { netWorthHistoryQueryOptions } from '@/api/endpoints/net-worth';
import type { NetWorthPoint } from '@/api/schemas/net-worth';
import { Skeleton } from '@/components/feedback/skeleton';
import { paise } from '@/domain/money/paise';
import type { TrendPoint } from '@/domain/wealth/trend-text';
import { type Format, useFormat } from '@/i18n/use-format';

import { TrendChart } from './lazy-trend-chart';

const HEIGHT = 180;

export type MoneyTrendCardProps = {
  headingId: string;
  /** "Balance over 12 months". */
  title: string;
  /** What the line is: "Total balance", "Portfolio value". */
  series: string;
  /** The part of each month-end point the card draws. */
  pick: (point: NetWorthPoint) => number;
};

/**
 * One part of the net worth at each of the last twelve month-ends and today, from the same history
 * home draws (`/aa-service/net-worth/history`), with the trend in words. Nothing when there is no
 * history yet; the card holds its height while the chart loads.
 */
export function MoneyTrendCard({ headingId, title, series, pick }: MoneyTrendCardProps) {
  const history = useQuery(netWorthHistoryQueryOptions());
  const intl = useIntl();
  const format = useFormat();
  const data = history.data;
  if (history.isError || (data !== undefined && data.points.length === 0)) return null;
  const points = data
    ? [
        ...data.points.map((p) => ({
          date: p.date,
          value: pick(p),
          label: format.month(p.date.slice(0, 7), true),
        })),
        {
          date: data.as_of,
          value: pick(data.current),
          label: intl.formatMessage({ id: 'components.trendCard.now', defaultMessage: 'Now' }),
        },
      ]
    : [];
  const first = data?.points[0];
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="body2" color="textSecondary" component="h2">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600, minHeight: 24 }}>
        {trendSummary(points, intl, format) ?? <Skeleton width="50%" />}
      </Typography>
      <Box sx={{ mt: 1, height: HEIGHT }}>
        {first !== undefined ? (
          <TrendChart
            points={points}
            label={intl.formatMessage(
              {
                id: 'components.trendCard.chartLabel',
                defaultMessage: '{series} at each month-end from {month} to now',
              },
              { series, month: format.month(first.date.slice(0, 7)) },
            )}
            series={series}
            height={HEIGHT}
          />
        ) : (
          <Skeleton variant="rounded" height={HEIGHT} />
        )}
      </Box>
    </Card>
  );
}

/**
 * The trend in one line, from its first point to its last: "Up ₹1.2L since Dec 2025", "Down ₹45K
 * since Dec 2025", "Unchanged since Dec 2025". Null with fewer than two points.
 */
function trendSummary(points: readonly TrendPoint[], intl: IntlShape, format: Format): string | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined || points.length < 2) return null;
  const since = format.month(first.date.slice(0, 7));
  const change = last.value - first.value;
  if (change === 0) {
    return intl.formatMessage(
      { id: 'components.trendCard.unchanged', defaultMessage: 'Unchanged since {since}' },
      { since },
    );
  }
  const amount = format.inr(paise(Math.abs(change)), { compact: true, decimals: 1 });
  return change > 0
    ? intl.formatMessage(
        { id: 'components.trendCard.up', defaultMessage: 'Up {amount} since {since}' },
        { amount, since },
      )
    : intl.formatMessage(
        { id: 'components.trendCard.down', defaultMessage: 'Down {amount} since {since}' },
        { amount, since },
      );
}
