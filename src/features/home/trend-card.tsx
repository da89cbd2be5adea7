import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { NetWorthHistory } from '@/api/schemas/net-worth';
import { Skeleton } from '@/components/feedback/skeleton';
import { TrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { trendSummaryText } from '@/domain/wealth/trend-text';
import { useFormat } from '@/i18n/use-format';

/** The chart's height: the placeholder before it holds exactly this much room. */
const TREND_CHART_HEIGHT = 200;

/**
 * The net worth at each of the last twelve month-ends and today, as a line, with the trend in one
 * line of text above it. The chart is lazy; the card keeps its height from the first paint.
 */
export const TrendCard = memo(function TrendCard({
  history: data,
  pending,
  failed,
  netWorthNow,
}: {
  history: NetWorthHistory | undefined;
  pending: boolean;
  failed: boolean;
  netWorthNow: number | null;
}) {
  const intl = useIntl();
  const format = useFormat();
  const points = data
    ? [
        ...data.points.map((p) => ({
          date: p.date,
          value: p.net_worth_paise,
          label: format.month(p.date.slice(0, 7), true),
        })),
        {
          date: data.as_of,
          value: netWorthNow ?? data.current.net_worth_paise,
          label: intl.formatMessage({ id: 'home.trend.now', defaultMessage: 'Now' }),
        },
      ]
    : [];
  const summaryText = trendSummaryText(points, format.locale);
  const summary = summaryText === null ? null : intl.formatMessage(summaryText, summaryText.values);
  const first = data?.points[0];
  const chartName = first
    ? intl.formatMessage(
        { id: 'home.trend.chartName', defaultMessage: 'Net worth at each month-end from {month} to now' },
        { month: format.month(first.date.slice(0, 7)) },
      )
    : intl.formatMessage({
        id: 'home.trend.chartNameEmpty',
        defaultMessage: 'Net worth over the last 12 months',
      });
  return (
    <Card component="section" aria-labelledby="trend-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="trend-heading" variant="overline" component="h2" color="textSecondary">
        <FormattedMessage id="home.trend.heading" defaultMessage="Last 12 months" />
      </Typography>
      <Typography sx={{ minHeight: 24, fontWeight: 600 }}>
        {summary ??
          (pending ? (
            <Skeleton width="60%" />
          ) : failed ? (
            <FormattedMessage id="home.trend.failed" defaultMessage="Your trend could not load right now." />
          ) : (
            <FormattedMessage
              id="home.trend.startsSoon"
              defaultMessage="Your trend starts at the end of this month."
            />
          ))}
      </Typography>
      <Box sx={{ mt: 1.5, height: TREND_CHART_HEIGHT }}>
        {points.length >= 2 ? (
          <TrendChart
            points={points}
            label={chartName}
            series={intl.formatMessage({ id: 'home.trend.series', defaultMessage: 'Net worth' })}
            height={TREND_CHART_HEIGHT}
          />
        ) : pending ? (
          <Skeleton variant="rounded" height={TREND_CHART_HEIGHT} />
        ) : null}
      </Box>
    </Card>
  );
});
