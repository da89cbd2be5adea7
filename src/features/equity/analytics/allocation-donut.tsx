import { PieChart } from '@mui/x-charts/PieChart';

import type { AllocationSlice } from '@/api/schemas/stocks-widget';
import { useReducedMotion } from '@/components/a11y/use-reduced-motion';
import { formatBpsPercent } from '@/domain/portfolio/percent-text';

import { sliceColor } from './slice-colors';

/**
 * The donut of an allocation (its own lazy chunk: @mui/x-charts is large). Slices are the shares in
 * basis points, which sum to exactly 10000. The chart is a picture of the legend beside it: the
 * caller wraps it in a labelled `role="img"`, and the legend list carries every figure in words.
 */
export default function AllocationDonut({ slices }: { slices: readonly AllocationSlice[] }) {
  const reducedMotion = useReducedMotion();
  return (
    <PieChart
      height={180}
      width={180}
      hideLegend
      skipAnimation={reducedMotion}
      // Inside the caller's role="img": no keyboard stop of its own.
      disableKeyboardNavigation
      margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
      series={[
        {
          innerRadius: '58%',
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) => formatBpsPercent(item.value),
          data: slices.map((slice, index) => ({
            id: slice.key,
            value: slice.share_bps,
            label: slice.label,
            color: sliceColor(index),
          })),
        },
      ]}
    />
  );
}
