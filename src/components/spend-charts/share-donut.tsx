import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

import { useReducedMotion } from '@/components/a11y/use-reduced-motion';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

import { sliceColour } from './palette';

export type DonutSlice = { key: string; label: string; total_paise: number };

export type ShareDonutProps = {
  slices: readonly DonutSlice[];
  /** Read by screen readers instead of the drawing. */
  label: string;
  height?: number;
};

/**
 * Shares of a whole as a donut (@mui/x-charts, loaded on demand), coloured in legend order. No
 * legend of its own: the caller writes the names, amounts and shares beside it.
 */
export default function ShareDonut({ slices, label, height = 200 }: ShareDonutProps) {
  const reducedMotion = useReducedMotion();
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
      <PieChart
        height={height}
        width={height}
        hideLegend
        skipAnimation={reducedMotion}
        // One image to assistive tech, its figures written beside it: no keyboard stop inside.
        disableKeyboardNavigation
        margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
        series={[
          {
            innerRadius: '58%',
            paddingAngle: 1.5,
            cornerRadius: 3,
            valueFormatter: (item) => formatInr(paise(item.value)),
            data: slices.map((slice, index) => ({
              id: slice.key,
              value: slice.total_paise,
              label: slice.label,
              color: sliceColour(index),
            })),
          },
        ]}
      />
    </Box>
  );
}
