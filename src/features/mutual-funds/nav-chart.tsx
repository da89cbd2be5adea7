import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { navHistoryQueryOptions } from '@/api/endpoints/mutual-funds';
import { QueryGate } from '@/components/feedback/query-gate';
import { TrendChart } from '@/components/trend-chart/lazy-trend-chart';
import { adjustedNavs, type NavAction } from '@/domain/mutual-funds/nav-adjust';
import { useFormat } from '@/i18n/use-format';

import { HeadedCard } from './headed-card';

const GATE = defineMessages({
  error: { id: 'mutualFunds.nav.error', defaultMessage: 'The NAV history could not load' },
});

const HEIGHT = 200;

/**
 * The scheme's NAV at each month's last point, drawn as a line (the chart loads on demand). NAVs
 * before a split or bonus are divided by the units one unit became, and the chart says so: as
 * published they would show a fall nobody suffered.
 */
export function NavChart({ isin, actions }: { isin: string; actions: readonly NavAction[] }) {
  const intl = useIntl();
  const format = useFormat();
  const history = useQuery(navHistoryQueryOptions(isin));
  const name = intl.formatMessage({ id: 'mutualFunds.nav.heading', defaultMessage: 'NAV over time' });
  return (
    <HeadedCard headingId="fund-nav-heading" title={name}>
      <QueryGate
        query={history}
        messages={GATE}
        isEmpty={(data) => data.points.length < 2}
        empty={
          <Typography color="textSecondary">
            <FormattedMessage
              id="mutualFunds.nav.empty"
              defaultMessage="Not enough NAV history to draw yet."
            />
          </Typography>
        }
      >
        {(data) => {
          const points = adjustedNavs(data.points, actions);
          // One point a month (its last) keeps the axis readable on a phone.
          const monthly = points.filter(
            (point, index) => points[index + 1]?.day.slice(0, 7) !== point.day.slice(0, 7),
          );
          const first = monthly[0]!;
          const last = monthly.at(-1)!;
          const within = actions.filter((action) => action.day > points[0]!.day);
          return (
            <>
              <TrendChart
                height={HEIGHT}
                label={intl.formatMessage(
                  { id: 'mutualFunds.nav.chart', defaultMessage: 'NAV at each month-end, {from} to {to}' },
                  {
                    from: format.month(first.day.slice(0, 7)),
                    to: format.month(last.day.slice(0, 7)),
                  },
                )}
                series={intl.formatMessage({ id: 'mutualFunds.nav.series', defaultMessage: 'NAV' })}
                // In paise: the chart writes rupees.
                // With the year: the history spans years, and the axis needs one label a point.
                points={monthly.map((point) => ({
                  label: format.month(point.day.slice(0, 7)),
                  value: point.nav_hundredth_paise / 100,
                }))}
              />
              {within.map((action) => (
                <Typography
                  key={`${action.day}|${action.kind}`}
                  variant="caption"
                  color="textSecondary"
                  component="p"
                >
                  <FormattedMessage
                    id="mutualFunds.nav.adjusted"
                    defaultMessage="{kind, select, split {Unit split} other {Bonus units}} on {day}: NAVs before it are divided by {factor} to compare with today's units."
                    values={{
                      kind: action.kind,
                      day: format.dayMonthYear(action.day),
                      factor: intl.formatNumber(action.factor, { maximumFractionDigits: 4 }),
                    }}
                  />
                </Typography>
              ))}
            </>
          );
        }}
      </QueryGate>
    </HeadedCard>
  );
}
