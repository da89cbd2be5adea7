import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { netWorthHistoryQueryOptions } from '@/api/endpoints/wealth';
import type { NetWorthPoint } from '@/api/schemas/wealth';
import { monthKeyText } from '@/domain/dates/day-text';
import { trendSummary } from '@/domain/wealth/trend-text';

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
  const data = history.data;
  if (history.isError || (data !== undefined && data.points.length === 0)) return null;
  const points = data
    ? [
        ...data.points.map((p) => ({
          date: p.date,
          value: pick(p),
          label: monthKeyText(p.date.slice(0, 7), true),
        })),
        { date: data.as_of, value: pick(data.current), label: 'Now' },
      ]
    : [];
  const first = data?.points[0];
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="body2" color="text.secondary" component="h2">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600, minHeight: 24 }}>
        {trendSummary(points) ?? <Skeleton width="50%" />}
      </Typography>
      <Box sx={{ mt: 1, height: HEIGHT }}>
        {first !== undefined ? (
          <TrendChart
            points={points}
            label={`${series} at each month-end from ${monthKeyText(first.date.slice(0, 7))} to now`}
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
