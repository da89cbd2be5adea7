import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';

import type { NetWorthHistory } from '@/api/schemas/wealth';
import { TrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { monthKeyText } from '@/domain/dates/day-text';
import { trendSummary } from '@/domain/wealth/trend-text';

/** The chart's height: the placeholder before it holds exactly this much room. */
export const TREND_CHART_HEIGHT = 200;

/**
 * The net worth at each of the last twelve month-ends and today, as a line, with the trend in one
 * line of text above it. The chart is lazy; the card keeps its height from the first paint.
 */
export function TrendCard({
  history,
  netWorthNow,
}: {
  history: UseQueryResult<NetWorthHistory>;
  netWorthNow: number | null;
}) {
  const data = history.data;
  const points = data
    ? [
        ...data.points.map((p) => ({
          date: p.date,
          value: p.net_worth_paise,
          label: monthKeyText(p.date.slice(0, 7), true),
        })),
        { date: data.as_of, value: netWorthNow ?? data.current.net_worth_paise, label: 'Now' },
      ]
    : [];
  const summary = trendSummary(points);
  const first = data?.points[0];
  const chartName = first
    ? `Net worth at each month-end from ${monthKeyText(first.date.slice(0, 7))} to now`
    : 'Net worth over the last 12 months';
  return (
    <Card component="section" aria-labelledby="trend-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="trend-heading" variant="overline" component="h2" color="text.secondary">
        Last 12 months
      </Typography>
      <Typography sx={{ minHeight: 24, fontWeight: 600 }}>
        {summary ??
          (history.isPending ? (
            <Skeleton width="60%" />
          ) : history.isError ? (
            'Your trend could not load right now.'
          ) : (
            'Your trend starts at the end of this month.'
          ))}
      </Typography>
      <Box sx={{ mt: 1.5, height: TREND_CHART_HEIGHT }}>
        {points.length >= 2 ? (
          <TrendChart points={points} label={chartName} series="Net worth" height={TREND_CHART_HEIGHT} />
        ) : history.isPending ? (
          <Skeleton variant="rounded" height={TREND_CHART_HEIGHT} />
        ) : null}
      </Box>
    </Card>
  );
}
