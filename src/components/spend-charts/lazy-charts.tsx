import { lazy } from 'react';

import { WhenSeen } from '@/components/deferred/when-seen';
import { Skeleton } from '@/components/feedback/skeleton';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';
import { withLaterWords } from '@/i18n/words';

import type { FlowBarsProps } from './flow-bars';
import type { ShareDonutProps } from './share-donut';

/**
 * The charts as separate chunks: @mui/x-charts weighs ~100 KB gzip (docs/findings.md#chart-weight), so it
 * loads only when a chart is on screen, never with the screen around it, and draws once it is near the
 * viewport and the page is idle (`WhenSeen`). A placeholder of the same size holds
 * the space meanwhile, so nothing jumps when the drawing arrives.
 */
const FlowBars = lazy(withLaterWords(() => import('./flow-bars')));
const ShareDonut = lazy(withLaterWords(() => import('./share-donut')));

export function FlowBarsChart(props: FlowBarsProps) {
  const placeholder = <Skeleton variant="rounded" height={props.height ?? 220} />;
  return (
    <WhenSeen placeholder={placeholder}>
      <FlowBars {...props} />
    </WhenSeen>
  );
}

export function ShareDonutChart(props: ShareDonutProps) {
  const size = props.height ?? 200;
  const placeholder = <Skeleton variant="circular" width={size} height={size} sx={{ mx: 'auto' }} />;
  return (
    <WhenSeen placeholder={placeholder}>
      <ShareDonut {...props} />
    </WhenSeen>
  );
}

/** Shares of a sum of money (balances, spends): the donut with rupee tooltips. */
export function MoneyDonutChart({
  slices,
  ...props
}: Omit<ShareDonutProps, 'slices' | 'formatValue'> & {
  slices: readonly { key: string; label: string; total_paise: number }[];
}) {
  const { inr } = useFormat();
  return (
    <ShareDonutChart
      {...props}
      slices={slices.map(({ key, label, total_paise }) => ({ key, label, value: total_paise }))}
      formatValue={(value) => inr(paise(value))}
    />
  );
}

export { sliceColour } from './palette';
