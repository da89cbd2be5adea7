import { lazy } from 'react';
import { useIntl } from 'react-intl';

import { WhenSeen } from '@/components/deferred/when-seen';
import { Skeleton } from '@/components/feedback/skeleton';
import { withLaterWords } from '@/i18n/words';

import type { TrendLineProps } from './trend-line';

/**
 * The trend line as its own chunk: @mui/x-charts weighs ~100 KB gzip, so it loads only when a
 * chart is on screen, and draws once it is near the viewport and the page is idle (`WhenSeen`). A
 * placeholder of the same height holds the space meanwhile (no layout shift).
 */
const TrendLine = lazy(withLaterWords(() => import('./trend-line')));

export function TrendChart(props: TrendLineProps) {
  const intl = useIntl();
  const loading = intl.formatMessage({ id: 'components.chart.loading', defaultMessage: 'Loading the chart' });
  const placeholder = <Skeleton variant="rounded" height={props.height} aria-label={loading} />;
  return (
    <WhenSeen placeholder={placeholder}>
      <TrendLine {...props} />
    </WhenSeen>
  );
}
